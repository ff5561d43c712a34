// The console's Users area (`/admin/usuarios`): finding an account and suspending or reactivating it.
import { paginaSchema } from './pagina.ts'
import { z } from './zod.ts'

export const OPERADOR_USUARIOS_MSG = {
  naoEncontrado: 'Usuário não encontrado.',
  proprio: 'Você não pode suspender a sua própria conta.',
  operador: 'Contas da equipe de operação não podem ser suspensas por aqui.',
  excluida: 'Esta conta foi excluída pelo titular e não pode ser suspensa nem reativada.',
  jaSuspenso: 'Este usuário já está suspenso.',
  naoSuspenso: 'Este usuário não está suspenso.',
  suspenso: 'Usuário suspenso. As sessões dele foram encerradas e os anúncios saíram do catálogo.',
  reativado: 'Usuário reativado. Ele já pode entrar de novo e os anúncios voltaram ao catálogo.',
  buscaRotulo: 'Buscar por nome, e-mail ou CPF/CNPJ',
  vazio: 'Nenhum usuário encontrado.',
  erroCarregar: 'Erro ao carregar os usuários',
} as const

/** One account as the operator sees it. */
export const UsuarioAdminItem = z.object({
  id_usuario: z.number(),
  nome: z.string(),
  email: z.string(),
  cnpj_cpf: z.string(),
  perfis: z.array(z.string()),
  criado_em: z.string(),
  suspenso_em: z.string().nullable(),
  suspensao_motivo: z.string().nullable(),
  bloqueado_ate: z.string().nullable(),
  excluido_em: z.string().nullable(),
})
export type UsuarioAdminItem = z.infer<typeof UsuarioAdminItem>

export const UsuariosAdminPagina = paginaSchema(UsuarioAdminItem)
export type UsuariosAdminPagina = z.infer<typeof UsuariosAdminPagina>

export type SituacaoConta =
  | { tipo: 'excluida' }
  | { tipo: 'suspensa' }
  | { tipo: 'bloqueada'; ate: string }
  | { tipo: 'ativa' }

/** What the console's badge says: deleted, then suspended, then blocked by reports (while it lasts). */
export function situacaoDaConta(
  u: Pick<UsuarioAdminItem, 'excluido_em' | 'suspenso_em' | 'bloqueado_ate'>,
  agora = Date.now(),
): SituacaoConta {
  if (u.excluido_em) return { tipo: 'excluida' }
  if (u.suspenso_em) return { tipo: 'suspensa' }
  if (u.bloqueado_ate && new Date(u.bloqueado_ate).getTime() > agora)
    return { tipo: 'bloqueada', ate: u.bloqueado_ate }
  return { tipo: 'ativa' }
}
