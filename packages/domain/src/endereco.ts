/**
 * The user's address book and the order's delivery address (its snapshot). One schema reads the API's
 * body and the web form: texts are trimmed, the CEP and the phone accept their masks and answer digits.
 */
import { cepDaUf } from './cep-uf.ts'
import { onlyDigits } from './documento.ts'
import { textoSchema } from './texto.ts'
import { z } from './zod.ts'

/** At most this many addresses per user. */
export const ENDERECOS_MAX = 10

export const ENDERECO_MSG = {
  destinatario: 'O nome do destinatário é obrigatório e deve ter ao menos 2 caracteres.',
  destinatarioLongo: 'O nome do destinatário deve ter no máximo 100 caracteres.',
  cep: 'O CEP deve ter 8 dígitos.',
  logradouro: 'O logradouro é obrigatório.',
  logradouroLongo: 'O logradouro deve ter no máximo 120 caracteres.',
  numero: 'O número é obrigatório (use S/N se não houver).',
  numeroLongo: 'O número deve ter no máximo 10 caracteres.',
  complementoLongo: 'O complemento deve ter no máximo 60 caracteres.',
  bairro: 'O bairro é obrigatório.',
  bairroLongo: 'O bairro deve ter no máximo 60 caracteres.',
  cidade: 'A cidade é obrigatória.',
  cidadeLonga: 'A cidade deve ter no máximo 60 caracteres.',
  uf: 'Selecione uma UF válida.',
  cepDaUf: 'O CEP não corresponde à UF selecionada.',
  telefone: 'O telefone deve ter 10 ou 11 dígitos.',
  principal: 'Informe se o endereço é o principal.',
  naoEncontrado: 'Endereço não encontrado.',
  limite: `Você pode cadastrar no máximo ${ENDERECOS_MAX} endereços. Exclua um endereço para cadastrar outro.`,
  excluido: 'Endereço excluído com sucesso!',
} as const

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const
export type Uf = (typeof UFS)[number]

const texto = (min: number, max: number, obrigatorio: string, longo: string) =>
  textoSchema({ min, max, obrigatorio, longo })

/** Text with its mask removed: '01310-100' → '01310100'. */
const digitos = (mensagem: string) => z.string({ error: mensagem }).transform(onlyDigits)

const cep = digitos(ENDERECO_MSG.cep).refine((d) => d.length === 8, ENDERECO_MSG.cep)
const telefone = digitos(ENDERECO_MSG.telefone).refine(
  (d) => d.length === 10 || d.length === 11,
  ENDERECO_MSG.telefone,
)
/** 'S/N' (any case) is written 'S/N'. */
const numero = texto(1, 10, ENDERECO_MSG.numero, ENDERECO_MSG.numeroLongo).transform((n) =>
  n.toUpperCase() === 'S/N' ? 'S/N' : n,
)
/** Optional: missing, null or empty mean none (answered as null). */
const complemento = z
  .string({ error: ENDERECO_MSG.complementoLongo })
  .trim()
  .max(60, ENDERECO_MSG.complementoLongo)
  .nullish()
  .transform((c) => (c ? c : null))
const uf = z
  .string({ error: ENDERECO_MSG.uf })
  .trim()
  .toUpperCase()
  .pipe(z.enum(UFS, { error: ENDERECO_MSG.uf }))

/** The address's fields, each on its own; `EnderecoSchema` adds the rules across them. */
export const EnderecoCampos = z.object({
  destinatario: texto(2, 100, ENDERECO_MSG.destinatario, ENDERECO_MSG.destinatarioLongo),
  cep,
  logradouro: texto(1, 120, ENDERECO_MSG.logradouro, ENDERECO_MSG.logradouroLongo),
  numero,
  complemento,
  bairro: texto(1, 60, ENDERECO_MSG.bairro, ENDERECO_MSG.bairroLongo),
  cidade: texto(1, 60, ENDERECO_MSG.cidade, ENDERECO_MSG.cidadeLonga),
  uf,
  telefone,
  principal: z.boolean({ error: ENDERECO_MSG.principal }).optional().default(false),
})

/** A CEP and the UF beside it agree (the Correios ranges, ./cep-uf.ts): refused on the CEP otherwise. */
export const cepConfereComUf = <S extends z.ZodType<{ cep: string; uf: string }>>(schema: S) =>
  schema.refine((e) => cepDaUf(e.cep, e.uf), {
    message: ENDERECO_MSG.cepDaUf,
    path: ['cep'],
    // Only once both are valid on their own: a short CEP or unknown UF says so first.
    when: (payload) => {
      const e = payload.value as { cep?: unknown; uf?: unknown }
      return typeof e?.cep === 'string' && /^\d{8}$/.test(e.cep) && UFS.includes(e.uf as Uf)
    },
  })

export const EnderecoSchema = cepConfereComUf(EnderecoCampos)
export type EnderecoInput = z.input<typeof EnderecoSchema>
export type EnderecoDados = z.infer<typeof EnderecoSchema>

/** A place as answered, from its CEP to its UF: an atelier's, or within a delivery address. */
export const LocalFields = {
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string().nullable(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
}

/** The address as an order keeps it (its snapshot): never changed by a later edit of the address. */
export const EnderecoEntrega = z.object({
  destinatario: z.string(),
  ...LocalFields,
  telefone: z.string(),
})
export type EnderecoEntrega = z.infer<typeof EnderecoEntrega>

export const EnderecoResponse = EnderecoEntrega.extend({
  id_endereco: z.number().int(),
  principal: z.boolean(),
  criado_em: z.string(),
  atualizado_em: z.string(),
})
export type Endereco = z.infer<typeof EnderecoResponse>

/** "Rua X, 10 - Apto 2 - Bairro, Cidade/UF - CEP 01310-100" as the pages show it. */
export function formatEndereco(e: EnderecoEntrega): string {
  const cepMask = `${e.cep.slice(0, 5)}-${e.cep.slice(5)}`
  const linha = `${e.logradouro}, ${e.numero}${e.complemento ? ` - ${e.complemento}` : ''}`
  return `${linha} - ${e.bairro}, ${e.cidade}/${e.uf} - CEP ${cepMask}`
}
