// The demo buyers' address books: Ana lives in São Paulo (where Marta delivers and the demo seller's
// atelier is) with a second address in Rio de Janeiro (shipping only); Carla in Belo Horizonte. Read by
// the domain's schema, so the rows are what a buyer saving the same form would store.
import { type EnderecoInput, EnderecoSchema } from '@recria/domain/endereco'
import type { Tx } from '../src/db/client.ts'
import { enderecos } from '../src/db/schema/enderecos.ts'

const ENDERECOS: [string, EnderecoInput][] = [
  [
    'comprador@recria.com.br',
    {
      destinatario: 'Ana Souza',
      cep: '05435-000',
      logradouro: 'Rua Harmonia',
      numero: '300',
      complemento: 'Apto 52',
      bairro: 'Vila Madalena',
      cidade: 'São Paulo',
      uf: 'SP',
      telefone: '(11) 98765-4321',
      principal: true,
    },
  ],
  [
    'comprador@recria.com.br',
    {
      destinatario: 'Ana Souza',
      cep: '22280-020',
      logradouro: 'Rua Voluntários da Pátria',
      numero: '45',
      bairro: 'Botafogo',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
      telefone: '(21) 99876-5432',
    },
  ],
  [
    'ambos@recria.com.br',
    {
      destinatario: 'Carla Lima',
      cep: '30130-010',
      logradouro: 'Avenida Afonso Pena',
      numero: '1500',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      telefone: '(31) 3333-4444',
      principal: true,
    },
  ],
]

export async function insertEnderecos(tx: Tx, ids: Map<string, number>) {
  const rows = ENDERECOS.map(([email, endereco]) => {
    const id = ids.get(email)
    if (id === undefined) throw new Error(`seed: ${email} ausente`)
    return { id_usuario: id, ...EnderecoSchema.parse(endereco) }
  })
  await tx.insert(enderecos).values(rows)
}
