// Which accounts keep a production process from starting (decision 043): the seed's accounts and
// operators with the public demo password, and no account anyone can register.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/lib/passwords.ts'
import { signUp, signUpOperator } from '../test/fixtures.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { contasDeDemonstracao } from './demo-no-banco.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** An account written as the demo seed writes them: straight in SQL, with the given hash. */
async function contaDoSeed(email: string, senha_hash: string) {
  await t.pool.query(
    `insert into usuarios (nome, email, senha_hash, cnpj_cpf) values ('Conta do seed', $1, $2, '52998224725')`,
    [email, senha_hash],
  )
}

describe('contasDeDemonstracao', () => {
  it('finds none on a database without the demo', async () => {
    await signUp(t.app, { email: 'cliente@exemplo.com.br' })
    expect(await contasDeDemonstracao(t.db)).toEqual([])
  })

  it('does not count a demo address anyone registered with the demo password', async () => {
    // Registration salts its own hash: nobody can register into the seed's one hash.
    await signUp(t.app, { email: 'diego@recria.com.br', senha: 'recria123', confirmarSenha: 'recria123' })
    await signUp(t.app, { email: 'gente@exemplo.com.br', senha: 'recria123', confirmarSenha: 'recria123' })
    expect(await contasDeDemonstracao(t.db)).toEqual([])
  })

  it('names an operator whose password is the demo one, not one with a password of their own', async () => {
    await signUpOperator(t, { email: 'operadora@exemplo.com.br' })
    expect(await contasDeDemonstracao(t.db)).toEqual([])
    await signUpOperator(t, {
      email: 'chefe@exemplo.com.br',
      senha: 'recria123',
      confirmarSenha: 'recria123',
    })
    expect(await contasDeDemonstracao(t.db)).toEqual(['chefe@exemplo.com.br'])
  })

  it("names the seed's accounts: demo addresses sharing the one hash of the demo password", async () => {
    const hash = await hashPassword('recria123')
    await contaDoSeed('comprador@recria.com.br', hash)
    await contaDoSeed('ambos@recria.com.br', hash)
    expect(await contasDeDemonstracao(t.db)).toEqual([
      'ambos@recria.com.br',
      'chefe@exemplo.com.br',
      'comprador@recria.com.br',
    ])
  })

  it('leaves out demo addresses whose shared hash is of another password, and deleted accounts', async () => {
    const outra = await hashPassword('outra-senha-qualquer')
    await contaDoSeed('marta@recria.com.br', outra)
    await contaDoSeed('vidro@recria.com.br', outra)
    await t.pool.query(`update usuarios set excluido_em = now() where email = 'chefe@exemplo.com.br'`)
    expect(await contasDeDemonstracao(t.db)).toEqual(['ambos@recria.com.br', 'comprador@recria.com.br'])
  })
})
