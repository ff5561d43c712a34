import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { form } from '../../../test/forms.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
let user: Awaited<ReturnType<typeof signUp>>
beforeAll(async () => {
  t = await createTestApp()
  user = await signUp(t.app)
})
afterAll(() => t.close())

const update = (payload: FormData | Record<string, unknown>, who = user) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/usuarios/${who.usuario.id_usuario}`,
    headers: { cookie: who.cookie },
    payload,
  })
const row = async (id: number) =>
  (await t.pool.query('select * from usuarios where id_usuario = $1', [id])).rows[0]

/** The fields of the edit form as the user left them (every one valid). */
const validFields = () => ({
  nome: user.usuario.nome,
  email: user.email,
  cnpj_cpf: user.usuario.cnpj_cpf,
  telefone: user.usuario.telefone,
})

describe('PUT /api/usuarios/{id} — fields', () => {
  it('updates nome, document and phone, storing digits; a new e-mail waits for its confirmation', async () => {
    const editor = await signUp(t.app)
    const res = await update(
      form({
        nome: 'Joana Atualizada',
        email: 'Joana.Nova@Exemplo.com.br',
        cnpj_cpf: '11.222.333/0001-81',
        telefone: '(21) 3456-7890',
        senha: editor.senha,
      }),
      editor,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      ...editor.usuario,
      nome: 'Joana Atualizada',
      cnpj_cpf: '11222333000181',
      telefone: '2134567890',
      mensagem:
        'Enviamos um link de confirmação para joana.nova@exemplo.com.br. O e-mail da conta só muda depois que você abrir esse link.',
    })
    expect(await row(editor.usuario.id_usuario)).toMatchObject({
      nome: 'Joana Atualizada',
      email: editor.email,
      cnpj_cpf: '11222333000181',
      telefone: '2134567890',
      foto_url: null,
    })
  })

  it('keeps the own e-mail and clears an emptied phone', async () => {
    const res = await update(form({ ...validFields(), telefone: '' }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ email: user.email, telefone: '' })
    expect((await row(user.usuario.id_usuario)).telefone).toBeNull()
  })

  it.each([
    ['nome', '', 'O nome é obrigatório.'],
    ['nome', 'Al', 'O nome deve ter pelo menos 3 caracteres.'],
    ['email', '', 'O e-mail é obrigatório.'],
    ['email', 'sem-arroba', 'E-mail inválido.'],
    ['cnpj_cpf', '', 'O CPF ou CNPJ é obrigatório.'],
    ['cnpj_cpf', '111.111.111-11', 'CPF ou CNPJ inválido.'],
    ['cnpj_cpf', '529.982.247-24', 'CPF ou CNPJ inválido.'],
    ['telefone', '1234', 'O telefone deve ter 10 ou 11 dígitos.'],
  ])('answers 400 when %s is %j, changing nothing', async (field, value, mensagem) => {
    const before = await row(user.usuario.id_usuario)
    const res = await update(form({ ...validFields(), [field]: value }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem, erros: { [field]: mensagem } })
    expect(await row(user.usuario.id_usuario)).toEqual(before)
  })

  it('answers every missing required field at once', async () => {
    const res = await update(form({}))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'O nome é obrigatório.',
      erros: {
        nome: 'O nome é obrigatório.',
        email: 'O e-mail é obrigatório.',
        cnpj_cpf: 'O CPF ou CNPJ é obrigatório.',
      },
    })
  })

  it("answers 409 for another user's e-mail in any letter case, changing nothing", async () => {
    const other = await signUp(t.app)
    const before = await row(user.usuario.id_usuario)
    const res = await update(
      form({ ...validFields(), nome: 'Nome Novo', email: other.email.toUpperCase(), senha: user.senha }),
    )
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      mensagem: 'Já existe um usuário com esse e-mail cadastrado.',
      erros: { email: 'Já existe um usuário com esse e-mail cadastrado.' },
    })
    expect(await row(user.usuario.id_usuario)).toEqual(before)
  })

  it('answers 400 for a JSON body: the form is multipart', async () => {
    const before = await row(user.usuario.id_usuario)
    const res = await update({ ...validFields(), nome: 'Nome em JSON' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: 'A requisição deve ser multipart/form-data.' })
    expect(await row(user.usuario.id_usuario)).toEqual(before)
  })
})
