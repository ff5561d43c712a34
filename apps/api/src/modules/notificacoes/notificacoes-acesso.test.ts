// Someone else's notifications (docs/product/notificacoes.md; docs/design.md#http-conventions): a visitor and
// another user try every call on a user's panel, with plain and hostile ids; another user's notification id
// is not found; nothing ever changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { notificacaoFixtures } from './notificacoes.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof notificacaoFixtures>
let dona: { id: number; cookie: string }
let outro: { id: number; cookie: string }
let idDela: number
let idDoOutro: number
beforeAll(async () => {
  t = await createTestApp()
  f = notificacaoFixtures(t)
  dona = await f.usuario()
  outro = await f.usuario('vendedor')
  idDela = (await f.notificar(dona.id, 'Dela')).id_notificacao
  idDoOutro = (await f.notificar(outro.id, 'Do outro')).id_notificacao
})
afterAll(() => t.close())

const LOGIN = [401, 'Você precisa estar logado para acessar este recurso.']
const OUTRO_USUARIO = [403, 'Você não tem permissão para acessar dados de outro usuário.']
const ID_INVALIDO = [400, 'Identificador inválido.']
const NAO_ENCONTRADA = [404, 'Notificação não encontrada.']

const chamadas = (usuario: string | number, notificacao: string | number) =>
  [
    ['GET', `/notificacoes/usuario/${usuario}`],
    ['GET', `/notificacoes/usuario/${usuario}/nao-lidas`],
    ['GET', `/notificacoes/usuario/${usuario}/lidas?busca=Dela`],
    ['GET', `/notificacoes/usuario/${usuario}/contar-nao-lidas`],
    ['GET', `/notificacoes/usuario/${usuario}/contar-lidas`],
    ['PUT', `/notificacoes/usuario/${usuario}/${notificacao}/lida`],
    ['PUT', `/notificacoes/usuario/${usuario}/marcar-todas-lidas`],
  ] as const

async function answer(method: 'GET' | 'PUT', url: string, cookie?: string) {
  const res = method === 'GET' ? await f.get(url, cookie) : await f.put(url, cookie)
  return [res.statusCode, res.json().mensagem]
}

describe("someone else's notifications", () => {
  it('are refused to a visitor (401) and to another user (403), changing nothing', async () => {
    const before = await f.linhas()
    for (const [method, url] of chamadas(dona.id, idDela)) {
      expect([url, ...(await answer(method, url))]).toEqual([url, ...LOGIN])
      expect([url, ...(await answer(method, url, outro.cookie))]).toEqual([url, ...OUTRO_USUARIO])
    }
    expect(await f.linhas()).toEqual(before)
  })

  it('are refused with hostile spellings of the user id, for everyone, changing nothing', async () => {
    const before = await f.linhas()
    for (const spelling of [
      `${dona.id}e0`,
      `+${dona.id}`,
      `0x${dona.id.toString(16)}`,
      `${dona.id}.0`,
      `0${dona.id}`,
      `-${dona.id}`,
    ])
      for (const [method, url] of chamadas(encodeURIComponent(spelling), idDela))
        for (const cookie of [undefined, outro.cookie, dona.cookie])
          expect([url, ...(await answer(method, url, cookie))]).toEqual([url, ...ID_INVALIDO])
    expect(await f.linhas()).toEqual(before)
  })

  it('by notification id, with the owner own user id, is not found and marks nothing', async () => {
    const before = await f.linhas()
    const url = `/notificacoes/usuario/${dona.id}/${idDoOutro}/lida`
    expect(await answer('PUT', url, dona.cookie)).toEqual(NAO_ENCONTRADA)
    expect(await answer('PUT', `/notificacoes/usuario/${dona.id}/2147483647/lida`, dona.cookie)).toEqual(
      NAO_ENCONTRADA,
    )
    expect(await f.linhas()).toEqual(before)
  })

  it('a hostile notification id is refused to the owner as invalid, and to others as theirs', async () => {
    const before = await f.linhas()
    for (const spelling of [
      `${idDela}e0`,
      `+${idDela}`,
      `0x${idDela.toString(16)}`,
      `${idDela}.0`,
      `0${idDela}`,
      `-${idDela}`,
      '0',
    ]) {
      const url = `/notificacoes/usuario/${dona.id}/${encodeURIComponent(spelling)}/lida`
      expect([spelling, ...(await answer('PUT', url, dona.cookie))]).toEqual([spelling, ...ID_INVALIDO])
      expect([spelling, ...(await answer('PUT', url))]).toEqual([spelling, ...LOGIN])
      expect([spelling, ...(await answer('PUT', url, outro.cookie))]).toEqual([spelling, ...OUTRO_USUARIO])
    }
    expect(await f.linhas()).toEqual(before)
  })

  it('a percent-encoded id (%31 for 1) is that very id: another user refused alike, nothing changes', async () => {
    const before = await f.linhas()
    const codificado = (id: number) => [...String(id)].map((d) => `%3${d}`).join('')
    for (const [method, url] of chamadas(codificado(dona.id), codificado(idDela))) {
      expect([url, ...(await answer(method, url))]).toEqual([url, ...LOGIN])
      expect([url, ...(await answer(method, url, outro.cookie))]).toEqual([url, ...OUTRO_USUARIO])
    }
    const url = `/notificacoes/usuario/${dona.id}/${codificado(idDoOutro)}/lida`
    expect(await answer('PUT', url, dona.cookie)).toEqual(NAO_ENCONTRADA)
    expect(await f.linhas()).toEqual(before)
  })

  it('the owner, with the same calls, is answered', async () => {
    for (const [method, url] of chamadas(dona.id, idDela)) {
      const res = method === 'GET' ? await f.get(url, dona.cookie) : await f.put(url, dona.cookie)
      expect([url, res.statusCode]).toEqual([url, 200])
    }
    const { rows } = await t.pool.query('select id_notificacao, status from notificacoes order by 1')
    expect(rows).toEqual([
      { id_notificacao: idDela, status: 'lida' },
      { id_notificacao: idDoOutro, status: 'nao_lida' },
    ])
  })
})
