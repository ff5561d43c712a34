// Reports of listings (docs/product/denuncias.md; terms in docs/product/denuncias.md): reasons, the form, the
// thresholds.
import { idSchema } from './id.ts'
import { textoSchema } from './texto.ts'
import { z } from './zod.ts'

export const MOTIVOS_DENUNCIA = [
  { valor: 'produto_falso', label: 'Produto falso' },
  { valor: 'preco_abusivo', label: 'Preço abusivo' },
  { valor: 'informacoes_incorretas', label: 'Informações incorretas' },
  { valor: 'vendedor_suspeito', label: 'Vendedor suspeito' },
  { valor: 'spam', label: 'Spam' },
  { valor: 'outros', label: 'Outros' },
] as const
export const MOTIVOS_DENUNCIA_VALORES = MOTIVOS_DENUNCIA.map((m) => m.valor) as [
  (typeof MOTIVOS_DENUNCIA)[number]['valor'],
  ...(typeof MOTIVOS_DENUNCIA)[number]['valor'][],
]
export type MotivoDenuncia = (typeof MOTIVOS_DENUNCIA_VALORES)[number]

export const DENUNCIA_DESCRICAO_MAX = 500
/** At each multiple of this many reports a listing is deactivated, and a seller blocked (terms). */
export const DENUNCIAS_LIMIAR = 5
export const BLOQUEIO_DIAS = 15
/**
 * A report counts towards the thresholds only from an account at least this many days old that also
 * kept a purchase (decision 040): a fresh account, or one whose only purchase was undone, cannot take a
 * seller down.
 */
export const DENUNCIANTE_IDADE_MINIMA_DIAS = 7
/** After an operator reverses what reports did, their reporters' reports stop counting this long (decision 040). */
export const DENUNCIANTE_AFASTAMENTO_DIAS = 90
/** Accounts registered from one origin less than this many hours apart form one registration group. */
export const GRUPO_CADASTRO_HORAS = 24
const DAY_MS = 86_400_000

/**
 * Whether a report by this account counts towards the thresholds (decision 040): old enough, with a kept
 * purchase (delivered and not undone, from another seller outside the reporter's registration group),
 * and not set aside by an operator's reversal of reports it took part in.
 */
export function denunciantePlausivel(
  { criadoEm, temCompraMantida, afastado }: { criadoEm: Date; temCompraMantida: boolean; afastado: boolean },
  agora: Date,
): boolean {
  const idadeMs = agora.getTime() - criadoEm.getTime()
  return temCompraMantida && !afastado && idadeMs >= DENUNCIANTE_IDADE_MINIMA_DIAS * DAY_MS
}

/**
 * Whether a report that took the count of distinct reporter groups from `antes` to `depois` reaches a
 * threshold: only a count that went up, to a multiple of DENUNCIAS_LIMIAR (5, 10, 15…), triggers.
 */
export const atingiuLimiar = (antes: number, depois: number) =>
  depois > antes && depois > 0 && depois % DENUNCIAS_LIMIAR === 0

export const DENUNCIA_MSG = {
  motivo: 'Selecione o motivo da denúncia.',
  descricao: 'Descreva o motivo da denúncia.',
  descricaoLonga: `A descrição deve ter no máximo ${DENUNCIA_DESCRICAO_MAX} caracteres.`,
  anuncio: 'Informe um anúncio válido.',
  repetida: 'Você já denunciou este anúncio.',
  propria: 'Você não pode denunciar seu próprio anúncio.',
  enviada: 'Denúncia enviada com sucesso!',
  erroEnvio: 'Erro ao enviar denúncia. Tente novamente.',
} as const

/** POST /denuncias */
export const DenunciaCreateSchema = z.object({
  motivo: z.enum(MOTIVOS_DENUNCIA_VALORES, { error: DENUNCIA_MSG.motivo }),
  descricao: textoSchema({
    max: DENUNCIA_DESCRICAO_MAX,
    obrigatorio: DENUNCIA_MSG.descricao,
    longo: DENUNCIA_MSG.descricaoLonga,
  }),
  id_anuncio: idSchema(DENUNCIA_MSG.anuncio),
})
export type DenunciaCreate = z.infer<typeof DenunciaCreateSchema>
export type DenunciaCreateInput = z.input<typeof DenunciaCreateSchema>

export const MotivosDenunciaResponse = z.array(z.object({ valor: z.string(), label: z.string() }))
export const DenunciaResponse = z.object({ mensagem: z.string(), id_denuncia: z.number() })
