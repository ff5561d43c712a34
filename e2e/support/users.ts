import { baseUrl } from './server.ts'

let sequence = 0

/** A valid CPF from a seed (check digits computed as the Receita Federal does). */
export function cpf(seed: number): string {
  const base = String(200_000_000 + ((seed * 104_729 + Date.now()) % 700_000_000)).slice(0, 9)
  const digits = base.split('').map(Number)
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0)
    digits.push(sum % 11 < 2 ? 0 : 11 - (sum % 11))
  }
  return digits.join('')
}

export function newPerson(prefix = 'pessoa') {
  const n = `${Date.now().toString(36)}${++sequence}`
  return {
    nome: `Maria Teste ${n}`,
    email: `${prefix}.${n}@exemplo.com.br`,
    senha: 'senha-segura-1',
    cnpj_cpf: cpf(sequence),
  }
}

/** Creates an account through the API (for journeys whose subject is not registration itself). */
export async function createUser(perfis: ('comprador' | 'vendedor')[]) {
  const person = newPerson(perfis.join('-'))
  const response = await fetch(new URL('/api/usuarios', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...person,
      confirmarSenha: person.senha,
      termos: true,
      perfil: perfis[0],
      perfis,
    }),
  })
  if (response.status !== 201) throw new Error(`cadastro falhou: ${response.status} ${await response.text()}`)
  return person
}
