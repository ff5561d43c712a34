/**
 * How a seller delivers: pickup at an address, local delivery to some cities, shipping by region.
 * One schema reads the API's body and the web form; a mode's fields are required only while it is
 * active (an inactive mode is kept empty). Fees are typed in reais and answered in reais; the API
 * keeps them in centavos.
 */
import { cepConfereComUf, EnderecoCampos, LocalFields, type Uf } from './endereco.ts'
import { centavosToReais, decimalSchema, toCentavos } from './preco.ts'
import { textoSchema } from './texto.ts'
import { z } from './zod.ts'

export const TAXA_ENTREGA_MAX = 1000
export const CIDADES_ENTREGA_MAX = 30
export const PRAZO_ENTREGA_MAX = 30

export const REGIOES = ['norte', 'nordeste', 'centro_oeste', 'sudeste', 'sul'] as const
export type Regiao = (typeof REGIOES)[number]

export const REGIAO_NOME: Record<Regiao, string> = {
  norte: 'Norte',
  nordeste: 'Nordeste',
  centro_oeste: 'Centro-Oeste',
  sudeste: 'Sudeste',
  sul: 'Sul',
}

/** Each of the 27 UFs in its region (IBGE). */
export const REGIAO_DA_UF: Record<Uf, Regiao> = {
  AC: 'norte',
  AP: 'norte',
  AM: 'norte',
  PA: 'norte',
  RO: 'norte',
  RR: 'norte',
  TO: 'norte',
  AL: 'nordeste',
  BA: 'nordeste',
  CE: 'nordeste',
  MA: 'nordeste',
  PB: 'nordeste',
  PE: 'nordeste',
  PI: 'nordeste',
  RN: 'nordeste',
  SE: 'nordeste',
  DF: 'centro_oeste',
  GO: 'centro_oeste',
  MT: 'centro_oeste',
  MS: 'centro_oeste',
  ES: 'sudeste',
  MG: 'sudeste',
  RJ: 'sudeste',
  SP: 'sudeste',
  PR: 'sul',
  RS: 'sul',
  SC: 'sul',
}

export const ENTREGA_MSG = {
  nenhumaAtiva: 'Ative pelo menos uma forma de entrega.',
  retiradaAtiva: 'Informe se a retirada no local está ativa.',
  entregaLocalAtiva: 'Informe se a entrega local está ativa.',
  envioAtivo: 'Informe se o envio pelos Correios/transportadora está ativo.',
  horario: 'O horário de retirada é obrigatório e deve ter ao menos 5 caracteres.',
  horarioLongo: 'O horário de retirada deve ter no máximo 200 caracteres.',
  taxa: `A taxa deve ser um valor entre 0 e ${TAXA_ENTREGA_MAX} reais.`,
  taxaCasas: 'A taxa deve ter no máximo 2 casas decimais.',
  cidades: `Informe de 1 a ${CIDADES_ENTREGA_MAX} cidades atendidas.`,
  cidade: 'O nome da cidade é obrigatório e deve ter ao menos 2 caracteres.',
  cidadeLonga: 'O nome da cidade deve ter no máximo 60 caracteres.',
  prazo: `O prazo de entrega deve ser um número inteiro de 0 a ${PRAZO_ENTREGA_MAX} dias.`,
  prazoPostagem: `O prazo de postagem deve ser um número inteiro de 1 a ${PRAZO_ENTREGA_MAX} dias.`,
  nenhumaRegiao: 'Informe a taxa de envio de pelo menos uma região.',
  salvo: 'Formas de entrega salvas com sucesso!',
} as const

const taxa = decimalSchema({ invalido: ENTREGA_MSG.taxa, casas: ENTREGA_MSG.taxaCasas }).pipe(
  z.number().min(0, ENTREGA_MSG.taxa).max(TAXA_ENTREGA_MAX, ENTREGA_MSG.taxa).transform(toCentavos),
)
/** A region's fee: empty, null or missing means the seller does not ship there. */
const taxaRegiao = z.preprocess((v) => (v === '' || v === undefined ? null : v), taxa.nullable())

const inteiro = (min: number, max: number, mensagem: string) =>
  z.number({ error: mensagem }).int(mensagem).min(min, mensagem).max(max, mensagem)

const local = cepConfereComUf(
  EnderecoCampos.pick({
    cep: true,
    logradouro: true,
    numero: true,
    complemento: true,
    bairro: true,
    cidade: true,
    uf: true,
  }),
)

const cidadeAtendida = z.object({
  cidade: textoSchema({ min: 2, max: 60, obrigatorio: ENTREGA_MSG.cidade, longo: ENTREGA_MSG.cidadeLonga }),
  uf: EnderecoCampos.shape.uf,
})

const inativa = z.object({ ativa: z.literal(false) })

const retirada = z.discriminatedUnion(
  'ativa',
  [
    z.object({
      ativa: z.literal(true),
      endereco: local,
      horario: textoSchema({
        min: 5,
        max: 200,
        obrigatorio: ENTREGA_MSG.horario,
        longo: ENTREGA_MSG.horarioLongo,
      }),
    }),
    inativa.transform(() => ({ ativa: false as const, endereco: null, horario: null })),
  ],
  { error: ENTREGA_MSG.retiradaAtiva },
)

const entregaLocal = z.discriminatedUnion(
  'ativa',
  [
    z.object({
      ativa: z.literal(true),
      taxa,
      cidades: z
        .array(cidadeAtendida, { error: ENTREGA_MSG.cidades })
        .min(1, ENTREGA_MSG.cidades)
        .max(CIDADES_ENTREGA_MAX, ENTREGA_MSG.cidades),
      prazo_dias: inteiro(0, PRAZO_ENTREGA_MAX, ENTREGA_MSG.prazo),
    }),
    inativa.transform(() => ({ ativa: false as const, taxa: null, cidades: [], prazo_dias: null })),
  ],
  { error: ENTREGA_MSG.entregaLocalAtiva },
)

const semRegioes = { norte: null, nordeste: null, centro_oeste: null, sudeste: null, sul: null }

const envio = z.discriminatedUnion(
  'ativa',
  [
    z.object({
      ativa: z.literal(true),
      taxas: z
        .object(
          {
            norte: taxaRegiao,
            nordeste: taxaRegiao,
            centro_oeste: taxaRegiao,
            sudeste: taxaRegiao,
            sul: taxaRegiao,
          },
          { error: ENTREGA_MSG.nenhumaRegiao },
        )
        .refine((t) => REGIOES.some((r) => t[r] !== null), ENTREGA_MSG.nenhumaRegiao),
      prazo_postagem_dias: inteiro(1, PRAZO_ENTREGA_MAX, ENTREGA_MSG.prazoPostagem),
    }),
    inativa.transform(() => ({ ativa: false as const, taxas: semRegioes, prazo_postagem_dias: null })),
  ],
  { error: ENTREGA_MSG.envioAtivo },
)

/** PUT /vendedores/{id}/entrega: fees leave it in centavos. */
export const EntregaVendedorSchema = z
  .object({ retirada, entrega_local: entregaLocal, envio })
  .refine((e) => e.retirada.ativa || e.entrega_local.ativa || e.envio.ativa, ENTREGA_MSG.nenhumaAtiva)
export type EntregaVendedorInput = z.input<typeof EntregaVendedorSchema>
/** The settings as stored: fees in centavos (null where there is none). */
export type EntregaVendedorDados = z.infer<typeof EntregaVendedorSchema>

const reais = z.number()
/** An atelier's address as answered (settings, and the pickup place an order keeps). */
export const EnderecoLocalResponse = z.object(LocalFields)

/** GET/PUT /vendedores/{id}/entrega's answer: fees in reais. */
export const EntregaVendedorResponse = z.object({
  retirada: z.object({
    ativa: z.boolean(),
    endereco: EnderecoLocalResponse.nullable(),
    horario: z.string().nullable(),
  }),
  entrega_local: z.object({
    ativa: z.boolean(),
    taxa: reais.nullable(),
    cidades: z.array(z.object({ cidade: z.string(), uf: z.string() })),
    prazo_dias: z.number().int().nullable(),
  }),
  envio: z.object({
    ativa: z.boolean(),
    taxas: z.object({
      norte: reais.nullable(),
      nordeste: reais.nullable(),
      centro_oeste: reais.nullable(),
      sudeste: reais.nullable(),
      sul: reais.nullable(),
    }),
    prazo_postagem_dias: z.number().int().nullable(),
  }),
})
export type EntregaVendedor = z.infer<typeof EntregaVendedorResponse>

/** A seller who never saved their settings: every mode inactive. */
export const ENTREGA_PADRAO: EntregaVendedorDados = {
  retirada: { ativa: false, endereco: null, horario: null },
  entrega_local: { ativa: false, taxa: null, cidades: [], prazo_dias: null },
  envio: { ativa: false, taxas: semRegioes, prazo_postagem_dias: null },
}

const emReais = (centavos: number | null) => (centavos === null ? null : centavosToReais(centavos))

/** The stored settings (centavos) as the API answers them (reais). */
export function toEntregaVendedor(d: EntregaVendedorDados): EntregaVendedor {
  const taxas = Object.fromEntries(REGIOES.map((r) => [r, emReais(d.envio.taxas[r])])) as Record<
    Regiao,
    number | null
  >
  return {
    retirada: d.retirada,
    entrega_local: { ...d.entrega_local, taxa: emReais(d.entrega_local.taxa) },
    envio: { ...d.envio, taxas },
  }
}
