import { AUTH_MSG } from './auth.ts'
import { isValidCpfOrCnpj, onlyDigits } from './documento.ts'
import { textoSchema } from './texto.ts'
import { z } from './zod.ts'

/**
 * Sign-up, profile and password change: texts of docs/product/conta.md quoted exactly, then the API's
 * answers. Signing in, sessions and the forgotten password are AUTH_MSG's (./auth.ts).
 */
export const USUARIO_MSG = {
  nomeCurto: 'O nome deve ter pelo menos 3 caracteres.',
  nomeLongo: 'O nome deve ter no máximo 100 caracteres.',
  termos: 'Você precisa aceitar a Política de Privacidade e Termos de Uso.',
  email: 'E-mail inválido.',
  documento: 'CPF ou CNPJ inválido.',
  senhaCurta: 'A senha deve ter pelo menos 8 caracteres.',
  senhaLonga: 'A senha deve ter no máximo 128 caracteres.',
  senhasDiferentes: 'As senhas não coincidem.',
  telefone: 'O telefone deve ter 10 ou 11 dígitos.',
  perfil: 'Escolha um perfil: Comprador ou Vendedor.',
  nomeObrigatorio: 'O nome é obrigatório.',
  emailObrigatorio: 'O e-mail é obrigatório.',
  documentoObrigatorio: 'O CPF ou CNPJ é obrigatório.',
  senhaAtualObrigatoria: 'Senha atual é obrigatória',
  novaSenhaObrigatoria: 'Nova senha é obrigatória',
  novaSenhaCurta: 'Nova senha deve ter no mínimo 8 caracteres',
  confirmacaoDiferente: 'Confirmação não coincide com a nova senha',
  novaSenhaIgual: 'Nova senha deve ser diferente da atual',
  emailDuplicado: 'Já existe um usuário com esse e-mail cadastrado.',
  naoEncontrado: 'Usuário não encontrado.',
  perfilRepetido: (perfil: string) => `Você já possui o perfil ${perfil}.`,
  senhaAtualIncorreta: 'Senha atual incorreta.',
  senhaAlterada: 'Senha alterada com sucesso.',
  /** A new e-mail takes effect only once confirmed from the new address (decision 044). */
  senhaParaTrocarEmail: 'Informe sua senha atual para alterar o e-mail.',
  confirmacaoEmailEnviada: (email: string) =>
    `Enviamos um link de confirmação para ${email}. O e-mail da conta só muda depois que você abrir esse link.`,
  linkTrocaEmailInvalido: 'Link de confirmação inválido ou expirado.',
  emailConfirmado: (email: string) => `E-mail confirmado. Sua conta agora usa ${email}.`,
} as const

export const PERFIS = ['comprador', 'vendedor'] as const
export type Perfil = (typeof PERFIS)[number]
export const PerfilSchema = z.enum(PERFIS, { error: USUARIO_MSG.perfil })

/**
 * Every profile a user may hold: the two anyone chooses, and the operator's (`administrador`), which
 * nobody can give themselves (registration and POST /usuarios/{id}/perfil read `PerfilSchema`); it is
 * given by `npm run admin:criar -- <email>` only.
 */
export const PERFIS_DE_USUARIO = [...PERFIS, 'administrador'] as const
export type PerfilDeUsuario = (typeof PERFIS_DE_USUARIO)[number]
const PerfilDeUsuarioSchema = z.enum(PERFIS_DE_USUARIO)

const PASSWORD_MAX = 128

const nome = textoSchema({
  min: 3,
  max: 100,
  obrigatorio: USUARIO_MSG.nomeCurto,
  longo: USUARIO_MSG.nomeLongo,
})
const email = z
  .string({ error: USUARIO_MSG.email })
  .trim()
  .toLowerCase()
  .max(254, USUARIO_MSG.email)
  .pipe(z.email({ error: USUARIO_MSG.email }))
const documento = z
  .string({ error: USUARIO_MSG.documento })
  .transform(onlyDigits)
  .refine(isValidCpfOrCnpj, USUARIO_MSG.documento)
/** Passwords keep their spaces. */
const senhaSchema = (min: number, obrigatorio: string, curto?: string) =>
  textoSchema({ min, max: PASSWORD_MAX, obrigatorio, curto, longo: USUARIO_MSG.senhaLonga, trim: false })
const senha = senhaSchema(8, USUARIO_MSG.senhaCurta)
/** Optional phone: empty means none; otherwise 10 or 11 digits once the mask is removed. */
const isPhone = (digits: unknown) =>
  typeof digits !== 'string' || digits === '' || digits.length === 10 || digits.length === 11
const telefoneDigits = z
  .string({ error: USUARIO_MSG.telefone })
  .optional()
  .transform((value) => (value ? onlyDigits(value) : ''))
const telefone = telefoneDigits.refine(isPhone, USUARIO_MSG.telefone)

const sameAs =
  <K extends string>(a: K, b: K) =>
  (data: Record<K, unknown>) =>
    data[a] === data[b]

/**
 * Registration (docs/product/conta.md): fields in the order the rules are checked. The phone is checked
 * after the password confirmation (an object-level rule), so the six documented rules come first.
 */
export const RegisterSchema = z
  .object({
    nome,
    termos: z.literal(true, { error: USUARIO_MSG.termos }),
    email,
    cnpj_cpf: documento,
    senha,
    confirmarSenha: z.string({ error: USUARIO_MSG.senhasDiferentes }),
    telefone: telefoneDigits,
    perfil: PerfilSchema,
    perfis: z.array(PerfilSchema).min(1, USUARIO_MSG.perfil).max(2, USUARIO_MSG.perfil).optional(),
  })
  .refine(sameAs('senha', 'confirmarSenha'), {
    message: USUARIO_MSG.senhasDiferentes,
    path: ['confirmarSenha'],
    when: (payload) => typeof (payload.value as { senha?: unknown })?.senha === 'string',
  })
  .refine((data) => isPhone(data.telefone), { message: USUARIO_MSG.telefone, path: ['telefone'] })
export type Register = z.infer<typeof RegisterSchema>
export type RegisterInput = z.input<typeof RegisterSchema>

export const LoginSchema = z.object({
  email: z
    .string({ error: USUARIO_MSG.email })
    .trim()
    .toLowerCase()
    .min(1, USUARIO_MSG.emailObrigatorio)
    .max(254, USUARIO_MSG.email),
  senha: senhaSchema(1, AUTH_MSG.senhaObrigatoria),
})
export type Login = z.infer<typeof LoginSchema>

export const ForgotPasswordSchema = z.object({ email })
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>

/** The reset form (docs/product/conta.md): new password and its confirmation. */
export const ResetPasswordFormSchema = z
  .object({ novaSenha: senha, confirmarSenha: z.string({ error: USUARIO_MSG.senhasDiferentes }) })
  .refine(sameAs('novaSenha', 'confirmarSenha'), {
    message: USUARIO_MSG.senhasDiferentes,
    path: ['confirmarSenha'],
  })
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>

/** What the reset call carries: the token from the link and the new password. */
export const ResetPasswordSchema = z.object({
  token: z
    .string({ error: AUTH_MSG.linkRedefinicaoInvalido })
    .min(1, AUTH_MSG.linkRedefinicaoInvalido)
    .max(200, AUTH_MSG.linkRedefinicaoInvalido),
  novaSenha: senha,
})
export type ResetPassword = z.infer<typeof ResetPasswordSchema>

const senhaAtual = senhaSchema(1, USUARIO_MSG.senhaAtualObrigatoria)
const novaSenha = senhaSchema(8, USUARIO_MSG.novaSenhaObrigatoria, USUARIO_MSG.novaSenhaCurta)
const differentFromCurrent = (data: { senhaAtual: string; novaSenha: string }) =>
  data.novaSenha !== data.senhaAtual

/** Change password, as the API receives it (docs/product/conta.md). */
export const ChangePasswordSchema = z
  .object({ senhaAtual, novaSenha })
  .refine(differentFromCurrent, { message: USUARIO_MSG.novaSenhaIgual, path: ['novaSenha'] })
export type ChangePassword = z.infer<typeof ChangePasswordSchema>

/** Change password form: the confirmation is checked before "different from the current one". */
export const ChangePasswordFormSchema = z
  .object({ senhaAtual, novaSenha, confirmarSenha: z.string({ error: USUARIO_MSG.confirmacaoDiferente }) })
  .refine(sameAs('novaSenha', 'confirmarSenha'), {
    message: USUARIO_MSG.confirmacaoDiferente,
    path: ['confirmarSenha'],
  })
  .refine(differentFromCurrent, { message: USUARIO_MSG.novaSenhaIgual, path: ['novaSenha'] })
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>

/** Edit profile (docs/product/conta.md): name, e-mail and document required; phone optional. */
export const ProfileEditSchema = z.object({
  nome: textoSchema({
    min: 3,
    max: 100,
    obrigatorio: USUARIO_MSG.nomeObrigatorio,
    curto: USUARIO_MSG.nomeCurto,
    longo: USUARIO_MSG.nomeLongo,
  }),
  email: z
    .string({ error: USUARIO_MSG.emailObrigatorio })
    .trim()
    .toLowerCase()
    .min(1, USUARIO_MSG.emailObrigatorio)
    .max(254, USUARIO_MSG.email)
    .pipe(z.email({ error: USUARIO_MSG.email })),
  cnpj_cpf: z
    .string({ error: USUARIO_MSG.documentoObrigatorio })
    .transform(onlyDigits)
    .refine((digits) => digits.length > 0, USUARIO_MSG.documentoObrigatorio)
    .refine(isValidCpfOrCnpj, USUARIO_MSG.documento),
  telefone,
  /** The current password: asked only when the e-mail changes (`perfilEditSchema`). */
  senha: z
    .string()
    .max(PASSWORD_MAX, USUARIO_MSG.senhaLonga)
    .optional()
    .transform((value) => value || undefined),
})
export type ProfileEdit = z.infer<typeof ProfileEditSchema>
export type ProfileEditInput = z.input<typeof ProfileEditSchema>

/** The profile edit of a user whose e-mail is `emailAtual`: changing it asks the current password. */
export const perfilEditSchema = (emailAtual: string) =>
  ProfileEditSchema.refine((dados) => dados.email === emailAtual.toLowerCase() || dados.senha !== undefined, {
    message: USUARIO_MSG.senhaParaTrocarEmail,
    path: ['senha'],
    // An invalid e-mail says so alone: no password is asked for an address that cannot be used.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'email'),
  })

/** POST /usuarios/email/confirmar: the token of the link sent to the new address. */
export const ConfirmarEmailSchema = z.object({
  token: z
    .string({ error: USUARIO_MSG.linkTrocaEmailInvalido })
    .min(1, USUARIO_MSG.linkTrocaEmailInvalido)
    .max(200, USUARIO_MSG.linkTrocaEmailInvalido),
})

export const AddPerfilSchema = z.object({ perfil: PerfilSchema })

/** The user as the API answers it (GET /usuarios/me, login, profile edit): the API's response schema. */
const PerfilItem = z.object({ perfil: PerfilDeUsuarioSchema })
export const UsuarioResponse = z.object({
  id_usuario: z.number(),
  nome: z.string(),
  email: z.string(),
  cnpj_cpf: z.string(),
  telefone: z.string(),
  foto_url: z.string().nullable(),
  perfil: PerfilDeUsuarioSchema.nullable(),
  perfis: z.array(PerfilItem),
  criado_em: z.string(),
  /**
   * While the seller is blocked by reports (terms: 15 days at each 5 reports), until when (ISO);
   * null when never blocked or once the block is over.
   */
  bloqueado_ate: z.string().nullable(),
})
export type Usuario = z.infer<typeof UsuarioResponse>

/** The profile edit's answer: the user, and what to tell them when an e-mail change awaits confirmation. */
export const UsuarioAtualizadoResponse = UsuarioResponse.extend({ mensagem: z.string().optional() })
export type UsuarioAtualizado = z.infer<typeof UsuarioAtualizadoResponse>

export const PerfisResponse = z.array(PerfilItem)

/** POST /auth/login answer. `expira_em`: when the 30-minute session ends. */
export const LoginResponse = z.object({
  usuario: UsuarioResponse,
  perfis: PerfisResponse,
  expira_em: z.string(),
})
export type LoginAnswer = z.infer<typeof LoginResponse>

/** Deleting one's own account (LGPD, art. 18): DELETE /usuarios/{id} and the profile page's dialog. */
export const EXCLUSAO_MSG = {
  senhaObrigatoria: 'Informe sua senha para confirmar.',
  /** A wrong password: the same words as the password change's. */
  senhaIncorreta: USUARIO_MSG.senhaAtualIncorreta,
  excluida: 'Sua conta foi excluída.',
  pedidosEmAndamento: (pedidos: string) =>
    `Você tem pedidos em andamento (${pedidos}). Conclua-os antes de excluir a conta.`,
  reembolsosEmAberto: (pedidos: string) =>
    `Você tem pedidos de reembolso em aberto (${pedidos}). Aguarde a conclusão antes de excluir a conta.`,
  disputasEmAberto: (pedidos: string) =>
    `Você tem disputas em aberto (${pedidos}). Aguarde a decisão da Recria antes de excluir a conta.`,
  prazoDeReembolso: (pedidos: string) =>
    `Você tem vendas entregues ainda no prazo de reembolso (${pedidos}). Aguarde o fim do prazo antes de excluir a conta.`,
} as const

/** The orders a refusal names: '#12, #15', the first ten and how many more. */
export function listaDePedidos(ids: readonly number[], max = 10): string {
  const nomes = ids.slice(0, max).map((id) => `#${id}`)
  const resto = ids.length - nomes.length
  return resto > 0 ? `${nomes.join(', ')} e mais ${resto}` : nomes.join(', ')
}

export const ExcluirContaSchema = z.object({
  senha: z
    .string({ error: EXCLUSAO_MSG.senhaObrigatoria })
    .min(1, EXCLUSAO_MSG.senhaObrigatoria)
    .max(PASSWORD_MAX, USUARIO_MSG.senhaLonga),
})
export type ExcluirConta = z.infer<typeof ExcluirContaSchema>
