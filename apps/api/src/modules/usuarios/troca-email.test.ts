// Changing the e-mail asks the current password, warns the old address and takes effect only once the
// new address confirms it (docs/decisions/044-email-change-and-login-ceiling.md).
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessionCookie, signUp } from '../../../test/fixtures.ts'
import { form } from '../../../test/forms.ts'
import { mailsTo, waitForMails } from '../../../test/outbox.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type User = Awaited<ReturnType<typeof signUp>>
const LINK_INVALIDO = { mensagem: 'Link de confirmação inválido ou expirado.' }
const DUPLICADO = {
  mensagem: 'Já existe um usuário com esse e-mail cadastrado.',
  erros: { email: 'Já existe um usuário com esse e-mail cadastrado.' },
}
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
let n = 0
const novoEmail = () => `novo${++n}-${Date.now()}@exemplo.com.br`

const fields = (user: User, extra: Record<string, string>) => ({
  nome: user.usuario.nome,
  email: user.email,
  cnpj_cpf: user.usuario.cnpj_cpf,
  telefone: user.usuario.telefone,
  ...extra,
})
const update = (user: User, extra: Record<string, string>, cookie = user.cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/usuarios/${user.usuario.id_usuario}`,
    headers: { cookie },
    payload: form(fields(user, extra)),
    remoteAddress: '10.2.0.1',
  })
const confirm = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/usuarios/email/confirmar',
    payload: { token },
    headers: cookie ? { cookie } : {},
  })
const login = (email: string, senha: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha } })
const row = async (id: number) =>
  (await t.pool.query('select * from usuarios where id_usuario = $1', [id])).rows[0]
const tokensOf = async (id: number) =>
  (await t.pool.query('select * from tokens_troca_email where id_usuario = $1 order by criado_em', [id])).rows
const sessionsOf = async (id: number) =>
  (await t.pool.query('select token_hash from sessoes where id_usuario = $1', [id])).rows.map(
    (r) => r.token_hash,
  )

/** Asks the change and answers the token read from the link mailed to the new address. */
async function requestChange(user: User, email: string) {
  const res = await update(user, { email, senha: user.senha })
  expect(res.statusCode).toBe(200)
  const [mail] = await waitForMails(t.config.outboxDir, email, 1)
  const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '')
  expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/confirmar-email`)
  return link.searchParams.get('token') ?? ''
}

describe('PUT /api/usuarios/{id} with a new e-mail', () => {
  it('without the current password answers 400 and changes nothing', async () => {
    const user = await signUp(t.app)
    const before = await row(user.usuario.id_usuario)
    const res = await update(user, { nome: 'Outro Nome', email: novoEmail() })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'Informe sua senha atual para alterar o e-mail.',
      erros: { senha: 'Informe sua senha atual para alterar o e-mail.' },
    })
    expect(await row(user.usuario.id_usuario)).toEqual(before)
    expect(await tokensOf(user.usuario.id_usuario)).toEqual([])
  })

  it('with a wrong password answers 400, changes nothing, mails nobody and counts a failed sign-in', async () => {
    const user = await signUp(t.app)
    const before = await row(user.usuario.id_usuario)
    const email = novoEmail()
    const res = await update(user, { nome: 'Outro Nome', email, senha: 'errada-123' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'Senha atual incorreta.',
      erros: { senha: 'Senha atual incorreta.' },
    })
    expect(await row(user.usuario.id_usuario)).toEqual(before)
    expect(await tokensOf(user.usuario.id_usuario)).toEqual([])
    const { rows } = await t.pool.query(
      'select chave, contagem from limites_tentativas where chave like $1 order by chave',
      [`login:falhas%${user.email}%`],
    )
    expect(rows).toEqual([
      { chave: `login:falhas-conta:${user.email}`, contagem: 1 },
      { chave: `login:falhas:${user.email}:10.2.0.1`, contagem: 1 },
    ])
    expect(await mailsTo(t.config.outboxDir, email)).toEqual([])
    expect(await mailsTo(t.config.outboxDir, user.email)).toEqual([])
  })

  it('with the password keeps the e-mail, saves the rest, mails a link to the new address and a warning to the old', async () => {
    const user = await signUp(t.app)
    const email = novoEmail()
    const res = await update(user, { nome: 'Nome Trocado', email: email.toUpperCase(), senha: user.senha })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      ...user.usuario,
      nome: 'Nome Trocado',
      mensagem: `Enviamos um link de confirmação para ${email}. O e-mail da conta só muda depois que você abrir esse link.`,
    })
    expect(await row(user.usuario.id_usuario)).toMatchObject({ nome: 'Nome Trocado', email: user.email })
    expect((await login(email, user.senha)).statusCode).toBe(401)

    const [link] = await waitForMails(t.config.outboxDir, email, 1)
    expect(link?.subject).toBe('Recria — confirme seu novo e-mail')
    const token = new URL(link?.text.match(/https?:\/\/\S+/)?.[0] ?? '').searchParams.get('token') ?? ''
    const [pending, ...others] = await tokensOf(user.usuario.id_usuario)
    expect(others).toEqual([])
    expect(pending).toMatchObject({ token_hash: sha256(token), email_novo: email, usado_em: null })
    const hours = (pending.expira_em.getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)

    const [aviso] = await waitForMails(t.config.outboxDir, user.email, 1)
    expect(aviso?.subject).toBe('Recria — pedido de troca do e-mail da sua conta')
    expect(aviso?.text).toContain(
      `Recebemos um pedido para trocar o e-mail da sua conta da Recria para ${email}.`,
    )
    expect(aviso?.text).toContain(
      'Se não foi você, redefina sua senha agora: a nova senha encerra todas as sessões abertas e cancela a troca.',
    )
    expect(aviso?.text).toContain(`${t.config.publicUrl}/esqueci-senha`)
    expect(aviso?.text).not.toContain(token)
  })

  it("answers 409 for another user's e-mail, changing nothing", async () => {
    const user = await signUp(t.app)
    const other = await signUp(t.app)
    const before = await row(user.usuario.id_usuario)
    const res = await update(user, { nome: 'Nome Novo', email: other.email.toUpperCase(), senha: user.senha })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual(DUPLICADO)
    expect(await row(user.usuario.id_usuario)).toEqual(before)
  })
})

describe('POST /api/usuarios/email/confirmar', () => {
  it('changes the e-mail once, ends the other sessions and tells the old address', async () => {
    const user = await signUp(t.app)
    const other = sessionCookie(await login(user.email, user.senha))
    const email = novoEmail()
    const token = await requestChange(user, email)

    const res = await confirm(token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ mensagem: `E-mail confirmado. Sua conta agora usa ${email}.` })
    expect((await row(user.usuario.id_usuario)).email).toBe(email)
    expect(await sessionsOf(user.usuario.id_usuario)).toEqual([])
    for (const cookie of [user.cookie, other]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie } })
      expect(me.statusCode).toBe(401)
    }
    expect((await login(email, user.senha)).statusCode).toBe(200)
    expect((await login(user.email, user.senha)).statusCode).toBe(401)
    const avisos = await waitForMails(t.config.outboxDir, user.email, 2)
    expect(avisos.map((m) => m.subject)).toContain('Recria — o e-mail da sua conta foi trocado')

    const again = await confirm(token)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual(LINK_INVALIDO)
  })

  it("keeps the confirming browser's own session signed in", async () => {
    const user = await signUp(t.app)
    const other = sessionCookie(await login(user.email, user.senha))
    const token = await requestChange(user, novoEmail())
    expect((await confirm(token, user.cookie)).statusCode).toBe(200)
    const [kept, ...rest] = await sessionsOf(user.usuario.id_usuario)
    expect(rest).toEqual([])
    expect(kept).toBe(sha256(user.cookie.split('=')[1] ?? ''))
    const me = await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie: other } })
    expect(me.statusCode).toBe(401)
  })

  it('refuses an expired link, an unknown one, and the earlier link once a newer change was asked', async () => {
    const user = await signUp(t.app)
    const first = await requestChange(user, novoEmail())
    const second = await requestChange(user, novoEmail())
    await t.pool.query(
      `update tokens_troca_email set expira_em = now() - interval '1 second' where token_hash = $1`,
      [sha256(second)],
    )
    for (const token of [first, second, 'a'.repeat(43)]) {
      const res = await confirm(token)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(LINK_INVALIDO)
    }
    expect((await row(user.usuario.id_usuario)).email).toBe(user.email)
  })

  it('answers 409 when the address was taken meanwhile, changing nothing', async () => {
    const user = await signUp(t.app)
    const email = novoEmail()
    const token = await requestChange(user, email)
    await signUp(t.app, { email })
    const sessions = await sessionsOf(user.usuario.id_usuario)
    const res = await confirm(token)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual(DUPLICADO)
    expect((await row(user.usuario.id_usuario)).email).toBe(user.email)
    expect(await sessionsOf(user.usuario.id_usuario)).toEqual(sessions)
  })

  it('a password reset or change cancels the pending change', async () => {
    const user = await signUp(t.app)
    const token = await requestChange(user, novoEmail())
    const novaSenha = 'outra-senha-456'
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/usuarios/${user.usuario.id_usuario}/senha`,
      headers: { cookie: user.cookie },
      payload: { senhaAtual: user.senha, novaSenha },
    })
    expect(changed.statusCode).toBe(200)
    const res = await confirm(token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(LINK_INVALIDO)
    expect((await row(user.usuario.id_usuario)).email).toBe(user.email)

    const reuser = { ...user, senha: novaSenha }
    const token2 = await requestChange(reuser, novoEmail())
    await t.app.inject({ method: 'POST', url: '/api/auth/esqueci-senha', payload: { email: user.email } })
    const [reset] = (await waitForMails(t.config.outboxDir, user.email, 3)).filter((m) =>
      m.text.includes('/redefinir-senha?token='),
    )
    const resetToken = new URL(reset?.text.match(/https?:\/\/\S+/)?.[0] ?? '').searchParams.get('token')
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/redefinir-senha',
      payload: { token: resetToken, novaSenha: 'mais-uma-senha-789' },
    })
    expect(done.statusCode).toBe(200)
    expect((await confirm(token2)).json()).toEqual(LINK_INVALIDO)
  })
})
