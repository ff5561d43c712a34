// How the demo sellers deliver, varied: the demo seller offers pickup and shipping, Marta delivers
// in São Paulo and around it, the others ship to the regions they reach. Read by the domain's
// schema, so the rows are what a seller saving the same form would store.
import { type EntregaVendedorInput, EntregaVendedorSchema } from '@recria/domain/entrega'
import type { Tx } from '../src/db/client.ts'
import { entregasVendedor } from '../src/db/schema/entregas.ts'
import { DEMO_SELLER_EMAIL } from './demo-accounts.ts'

const nenhuma = { ativa: false } as const
const envio = (
  taxas: Partial<Record<'norte' | 'nordeste' | 'centro_oeste' | 'sudeste' | 'sul', string>>,
  prazo_postagem_dias: number,
) => ({
  ativa: true as const,
  taxas: { norte: null, nordeste: null, centro_oeste: null, sudeste: null, sul: null, ...taxas },
  prazo_postagem_dias,
})

const ENTREGAS: [string, EntregaVendedorInput][] = [
  [
    DEMO_SELLER_EMAIL,
    {
      retirada: {
        ativa: true,
        endereco: {
          cep: '05415-030',
          logradouro: 'Rua Cardeal Arcoverde',
          numero: '1200',
          complemento: 'Galpão 3',
          bairro: 'Pinheiros',
          cidade: 'São Paulo',
          uf: 'SP',
        },
        horario: 'Seg a sex, 9h às 18h; sáb, 9h às 13h',
      },
      entrega_local: nenhuma,
      envio: envio(
        { norte: '49,90', nordeste: '39,90', centro_oeste: '32,50', sudeste: '19,90', sul: '24,90' },
        2,
      ),
    },
  ],
  [
    'marta@recria.com.br',
    {
      retirada: nenhuma,
      entrega_local: {
        ativa: true,
        taxa: '12,50',
        cidades: [
          { cidade: 'São Paulo', uf: 'SP' },
          { cidade: 'Osasco', uf: 'SP' },
          { cidade: 'Guarulhos', uf: 'SP' },
          { cidade: 'Santo André', uf: 'SP' },
        ],
        prazo_dias: 3,
      },
      envio: nenhuma,
    },
  ],
  [
    'vidro@recria.com.br',
    { retirada: nenhuma, entrega_local: nenhuma, envio: envio({ sudeste: '29,90', sul: '18,00' }, 5) },
  ],
  [
    'couro@recria.com.br',
    {
      retirada: nenhuma,
      entrega_local: nenhuma,
      envio: envio({ nordeste: '42,00', centro_oeste: '35,00', sudeste: '27,00', sul: '15,00' }, 3),
    },
  ],
  [
    'pallet@recria.com.br',
    {
      retirada: nenhuma,
      entrega_local: {
        ativa: true,
        taxa: '30',
        cidades: [
          { cidade: 'Goiânia', uf: 'GO' },
          { cidade: 'Aparecida de Goiânia', uf: 'GO' },
        ],
        prazo_dias: 5,
      },
      envio: envio({ centro_oeste: '60,00', sudeste: '85,00' }, 7),
    },
  ],
]

export async function insertEntregas(tx: Tx, ids: Map<string, number>) {
  const rows = ENTREGAS.map(([email, entrega]) => {
    const id = ids.get(email)
    if (id === undefined) throw new Error(`seed: vendedor ${email} ausente`)
    return { id_usuario: id, configuracao: EntregaVendedorSchema.parse(entrega) }
  })
  await tx.insert(entregasVendedor).values(rows)
}
