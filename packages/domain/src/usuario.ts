import { isValidCpfOrCnpj, onlyDigits } from './documento.ts'
import { z } from './zod.ts'

/** Texts of spec part 1 §5, quoted exactly. */
export const MSG = {
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
  senhaObrigatoria: 'Informe a senha.',
  senhaAtualObrigatoria: 'Senha atual é obrigatória',
  novaSenhaObrigatoria: 'Nova senha é obrigatória',
  novaSenhaCurta: 'Nova senha deve ter no mínimo 8 caracteres',
  confirmacaoDiferente: 'Confirmação não coincide com a nova senha',
  novaSenhaIgual: 'Nova senha deve ser diferente da atual',
  token: 'Token inválido ou expirado.',
} as const

export const PERFIS = ['comprador', 'vendedor'] as const
export type Perfil = (typeof PERFIS)[number]
export const PerfilSchema = z.enum(PERFIS, { error: MSG.perfil })

const PASSWORD_MAX = 128

const nome = z.string({ error: MSG.nomeCurto }).trim().min(3, MSG.nomeCurto).max(100, MSG.nomeLongo)
const email = z
  .string({ error: MSG.email })
  .trim()
  .toLowerCase()
  .max(254, MSG.email)
  .pipe(z.email({ error: MSG.email }))
const documento = z
  .string({ error: MSG.documento })
  .transform(onlyDigits)
  .refine(isValidCpfOrCnpj, MSG.documento)
const senha = z.string({ error: MSG.senhaCurta }).min(8, MSG.senhaCurta).max(PASSWORD_MAX, MSG.senhaLonga)
/** Optional phone: empty means none; otherwise 10 or 11 digits once the mask is removed. */
const isPhone = (digits: unknown) =>
  typeof digits !== 'string' || digits === '' || digits.length === 10 || digits.length === 11
const telefoneDigits = z
  .string({ error: MSG.telefone })
  .optional()
  .transform((value) => (value ? onlyDigits(value) : ''))
const telefone = telefoneDigits.refine(isPhone, MSG.telefone)

const sameAs =
  <K extends string>(a: K, b: K) =>
  (data: Record<K, unknown>) =>
    data[a] === data[b]

/**
 * Registration (spec part 1 §5): fields in the order the rules are checked. The phone is checked
 * after the password confirmation (an object-level rule), so the six rules of the spec come first.
 */
export const RegisterSchema = z
  .object({
    nome,
    termos: z.literal(true, { error: MSG.termos }),
    email,
    cnpj_cpf: documento,
    senha,
    confirmarSenha: z.string({ error: MSG.senhasDiferentes }),
    telefone: telefoneDigits,
    perfil: PerfilSchema,
    perfis: z.array(PerfilSchema).min(1, MSG.perfil).max(2, MSG.perfil).optional(),
  })
  .refine(sameAs('senha', 'confirmarSenha'), {
    message: MSG.senhasDiferentes,
    path: ['confirmarSenha'],
    when: (payload) => typeof (payload.value as { senha?: unknown })?.senha === 'string',
  })
  .refine((data) => isPhone(data.telefone), { message: MSG.telefone, path: ['telefone'] })
export type Register = z.infer<typeof RegisterSchema>
export type RegisterInput = z.input<typeof RegisterSchema>

export const LoginSchema = z.object({
  email: z.string({ error: MSG.email }).trim().toLowerCase().min(1, MSG.emailObrigatorio).max(254, MSG.email),
  senha: z
    .string({ error: MSG.senhaObrigatoria })
    .min(1, MSG.senhaObrigatoria)
    .max(PASSWORD_MAX, MSG.senhaLonga),
})
export type Login = z.infer<typeof LoginSchema>

export const ForgotPasswordSchema = z.object({ email })
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>

/** The reset form (spec part 1 §5): new password and its confirmation. */
export const ResetPasswordFormSchema = z
  .object({ novaSenha: senha, confirmarSenha: z.string({ error: MSG.senhasDiferentes }) })
  .refine(sameAs('novaSenha', 'confirmarSenha'), { message: MSG.senhasDiferentes, path: ['confirmarSenha'] })
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>

/** What the reset call carries: the token from the link and the new password. */
export const ResetPasswordSchema = z.object({
  token: z.string({ error: MSG.token }).min(1, MSG.token).max(200, MSG.token),
  novaSenha: senha,
})
export type ResetPassword = z.infer<typeof ResetPasswordSchema>

const senhaAtual = z
  .string({ error: MSG.senhaAtualObrigatoria })
  .min(1, MSG.senhaAtualObrigatoria)
  .max(PASSWORD_MAX, MSG.senhaLonga)
const novaSenha = z
  .string({ error: MSG.novaSenhaObrigatoria })
  .min(1, MSG.novaSenhaObrigatoria)
  .min(8, MSG.novaSenhaCurta)
  .max(PASSWORD_MAX, MSG.senhaLonga)
const differentFromCurrent = (data: { senhaAtual: string; novaSenha: string }) =>
  data.novaSenha !== data.senhaAtual

/** Change password, as the API receives it (spec part 1 §5). */
export const ChangePasswordSchema = z
  .object({ senhaAtual, novaSenha })
  .refine(differentFromCurrent, { message: MSG.novaSenhaIgual, path: ['novaSenha'] })
export type ChangePassword = z.infer<typeof ChangePasswordSchema>

/** Change password form: the confirmation is checked before "different from the current one". */
export const ChangePasswordFormSchema = z
  .object({ senhaAtual, novaSenha, confirmarSenha: z.string({ error: MSG.confirmacaoDiferente }) })
  .refine(sameAs('novaSenha', 'confirmarSenha'), {
    message: MSG.confirmacaoDiferente,
    path: ['confirmarSenha'],
  })
  .refine(differentFromCurrent, { message: MSG.novaSenhaIgual, path: ['novaSenha'] })
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>

/** Edit profile (spec part 1 §5): name, e-mail and document required; phone optional. */
export const ProfileEditSchema = z.object({
  nome: z
    .string({ error: MSG.nomeObrigatorio })
    .trim()
    .min(1, MSG.nomeObrigatorio)
    .min(3, MSG.nomeCurto)
    .max(100, MSG.nomeLongo),
  email: z
    .string({ error: MSG.emailObrigatorio })
    .trim()
    .toLowerCase()
    .min(1, MSG.emailObrigatorio)
    .max(254, MSG.email)
    .pipe(z.email({ error: MSG.email })),
  cnpj_cpf: z
    .string({ error: MSG.documentoObrigatorio })
    .transform(onlyDigits)
    .refine((digits) => digits.length > 0, MSG.documentoObrigatorio)
    .refine(isValidCpfOrCnpj, MSG.documento),
  telefone,
})
export type ProfileEdit = z.infer<typeof ProfileEditSchema>
export type ProfileEditInput = z.input<typeof ProfileEditSchema>

export const AddPerfilSchema = z.object({ perfil: PerfilSchema })

/** The user as the API answers it (GET /usuarios/me, login, profile edit): the API's response schema. */
const PerfilItem = z.object({ perfil: PerfilSchema })
export const UsuarioResponse = z.object({
  id_usuario: z.number(),
  nome: z.string(),
  email: z.string(),
  cnpj_cpf: z.string(),
  telefone: z.string(),
  foto_url: z.string().nullable(),
  perfil: PerfilSchema.nullable(),
  perfis: z.array(PerfilItem),
  criado_em: z.string(),
})
export type Usuario = z.infer<typeof UsuarioResponse>

export const PerfisResponse = z.array(PerfilItem)

/** POST /auth/login answer. `expira_em`: when the 30-minute session ends. */
export const LoginResponse = z.object({
  usuario: UsuarioResponse,
  perfis: PerfisResponse,
  expira_em: z.string(),
})
export type LoginAnswer = z.infer<typeof LoginResponse>
