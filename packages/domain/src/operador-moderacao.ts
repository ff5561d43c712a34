// The console's Moderation area (`/admin/moderacao`): what the report thresholds did (a listing
// deactivated, a seller blocked), the reports behind it, and the operator's review (decision 024).
import { paginaSchema } from './pagina.ts'
import { valoresDe } from './rotulos.ts'
import { z } from './zod.ts'

export const TIPOS_EVENTO_MODERACAO = {
  anuncio_desativado: 'Anúncio desativado',
  vendedor_bloqueado: 'Vendedor bloqueado',
} as const
export type TipoEventoModeracao = keyof typeof TIPOS_EVENTO_MODERACAO

/** Where a moderation event stands: the operator's queue is the pending ones. */
export const REVISOES_MODERACAO = {
  pendente: 'Pendentes',
  confirmada: 'Confirmadas',
  revertida: 'Revertidas',
} as const
export type RevisaoModeracao = keyof typeof REVISOES_MODERACAO
export const REVISOES_MODERACAO_VALORES = valoresDe(REVISOES_MODERACAO)

export const MODERACAO_MSG = {
  naoEncontrada: 'Moderação não encontrada.',
  jaRevisada: 'Esta moderação já foi revisada.',
  revisaoInvalida: 'Filtro de revisão inválido.',
  desativacaoConfirmada: 'Desativação confirmada. O vendedor foi avisado.',
  anuncioRestaurado: 'Anúncio restaurado e denúncias dispensadas. O vendedor foi avisado.',
  bloqueioConfirmado: 'Bloqueio confirmado. O vendedor foi avisado.',
  bloqueioRetirado: 'Bloqueio retirado e denúncias dispensadas. O vendedor foi avisado.',
  vazia: {
    pendente: 'Nenhuma moderação pendente.',
    confirmada: 'Nenhuma moderação confirmada.',
    revertida: 'Nenhuma moderação revertida.',
  } satisfies Record<RevisaoModeracao, string>,
  erroCarregar: 'Erro ao carregar as moderações',
  anuncioExcluido: 'Anúncio excluído',
  semDenuncias: 'Nenhuma denúncia encontrada.',
  afastados: (n: number) =>
    n === 1
      ? '1 denunciante afastado: suas denúncias não contam por 90 dias'
      : `${n} denunciantes afastados: suas denúncias não contam por 90 dias`,
} as const

/** One report behind a moderation event, as the operator reads it. */
export const DenunciaModeracaoItem = z.object({
  id_denuncia: z.number(),
  id_anuncio: z.number().nullable(),
  nome_anuncio: z.string().nullable(),
  nome_denunciante: z.string(),
  motivo: z.string(),
  motivo_label: z.string(),
  descricao: z.string(),
  data_criacao: z.string(),
  /** Whether it counted towards the thresholds (a plausible reporter's). */
  contada: z.boolean(),
  /** Dismissed by an operator's reversal: it no longer counts. */
  dispensada: z.boolean(),
})
export type DenunciaModeracaoItem = z.infer<typeof DenunciaModeracaoItem>

/**
 * A reporter whose reports a reversal dismissed (decision 040): their reports do not count until
 * `afastado_ate`.
 */
export const DenuncianteAfastadoItem = z.object({
  id_usuario: z.number(),
  nome: z.string(),
  email: z.string(),
  afastado_ate: z.string(),
})
export type DenuncianteAfastadoItem = z.infer<typeof DenuncianteAfastadoItem>

export const ModeracaoItem = z.object({
  id_evento: z.number(),
  tipo: z.enum(valoresDe(TIPOS_EVENTO_MODERACAO)),
  revisao: z.enum(REVISOES_MODERACAO_VALORES),
  id_anuncio: z.number().nullable(),
  nome_anuncio: z.string().nullable(),
  id_vendedor: z.number(),
  nome_vendedor: z.string(),
  /** Distinct reporter groups counted when the threshold was reached. */
  total_denuncias: z.number(),
  bloqueado_ate: z.string().nullable(),
  data_criacao: z.string(),
  revisado_em: z.string().nullable(),
  nome_revisor: z.string().nullable(),
  revisao_motivo: z.string().nullable(),
  denuncias: z.array(DenunciaModeracaoItem),
  /** Only on a reversed event: who reported behind it, set aside for a while. */
  denunciantes_afastados: z.array(DenuncianteAfastadoItem),
})
export type ModeracaoItem = z.infer<typeof ModeracaoItem>

export const ModeracaoPagina = paginaSchema(ModeracaoItem)
export type ModeracaoPagina = z.infer<typeof ModeracaoPagina>

export const RevisaoModeracaoResponse = z.object({ mensagem: z.string() })
export type RevisaoModeracaoResponse = z.infer<typeof RevisaoModeracaoResponse>
