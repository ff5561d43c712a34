// The operator's console (`/api/admin`, `/admin`): what every operator action takes and the audit
// log it leaves. The areas' own shapes live beside this file (operador-*.ts).
import { paginaSchema } from './pagina.ts'
import { valoresDe } from './rotulos.ts'
import { z } from './zod.ts'

export const OPERADOR_MSG = {
  motivoObrigatorio: 'Informe o motivo da ação.',
  motivoCurto: 'Descreva o motivo com pelo menos 10 caracteres.',
  motivoLongo: 'O motivo deve ter no máximo 1000 caracteres.',
  auditoriaVazia: 'Nenhuma ação registrada ainda.',
  erroCarregarAuditoria: 'Erro ao carregar a auditoria',
} as const

const MOTIVO_MIN = 10
const MOTIVO_MAX = 1000

/** Every operator action says why: the reason the audit log keeps and, where it applies, the user reads. */
export const MotivoOperadorSchema = z
  .string({ error: OPERADOR_MSG.motivoObrigatorio })
  .trim()
  .min(1, OPERADOR_MSG.motivoObrigatorio)
  .min(MOTIVO_MIN, OPERADOR_MSG.motivoCurto)
  .max(MOTIVO_MAX, OPERADOR_MSG.motivoLongo)

export const AcaoOperadorBody = z.object({ motivo: MotivoOperadorSchema })
export type AcaoOperador = z.infer<typeof AcaoOperadorBody>

/** Every action an operator can take, as the audit log names it and the console shows it. */
export const ACOES_OPERADOR = {
  anuncio_restaurado: 'Anúncio restaurado',
  desativacao_confirmada: 'Desativação de anúncio confirmada',
  denuncias_dispensadas: 'Denúncias dispensadas',
  bloqueio_confirmado: 'Bloqueio de vendedor confirmado',
  bloqueio_retirado: 'Bloqueio de vendedor retirado',
  usuario_suspenso: 'Usuário suspenso',
  usuario_reativado: 'Usuário reativado',
  reembolso_reenviado: 'Reembolso enviado de novo ao Mercado Pago',
  pendencia_resolvida: 'Pendência financeira resolvida',
  disputa_reembolsada: 'Disputa decidida: reembolso integral',
  disputa_mantida: 'Disputa decidida: resposta do vendedor mantida',
} as const
export type AcaoOperadorTipo = keyof typeof ACOES_OPERADOR

/** The kinds of record an action is taken on. */
export const ALVOS_OPERADOR = {
  anuncio: 'Anúncio',
  usuario: 'Usuário',
  reembolso: 'Reembolso',
  pagamento: 'Pagamento',
  notificacao_mp: 'Notificação do Mercado Pago',
  divergencia: 'Divergência da conciliação',
  disputa: 'Disputa',
  evento_moderacao: 'Moderação',
} as const
export type AlvoOperadorTipo = keyof typeof ALVOS_OPERADOR

/** One line of the audit log: who, when, what, on what and why (never editable). */
export const AuditoriaItem = z.object({
  id_registro: z.number(),
  id_operador: z.number(),
  nome_operador: z.string(),
  acao: z.enum(valoresDe(ACOES_OPERADOR)),
  alvo_tipo: z.enum(valoresDe(ALVOS_OPERADOR)),
  alvo_id: z.number(),
  motivo: z.string(),
  detalhes: z.record(z.string(), z.unknown()),
  data_criacao: z.string(),
})
export type AuditoriaItem = z.infer<typeof AuditoriaItem>

export const AuditoriaPagina = paginaSchema(AuditoriaItem)
export type AuditoriaPagina = z.infer<typeof AuditoriaPagina>

/** What `npm run admin:criar -- <email>` prints. */
export const OPERADOR_CLI_MSG = {
  uso: 'Uso: npm run admin:criar -- <email de uma conta existente>',
  naoEncontrado: (email: string) =>
    `Nenhuma conta com o e-mail ${email}. Cadastre-a primeiro (npm start, /cadastro) e rode o comando de novo.`,
  concedido: (email: string) =>
    `${email} agora tem o perfil de operador (administrador). Entre na Recria e abra /admin.`,
} as const
