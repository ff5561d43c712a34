// TRUST_PROXY by address range, and the request id: the trusted proxy's X-Request-Id is kept (when
// well-formed) and echoed; anyone else's is replaced by a fresh one.
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { testConfig } from '../../config.ts'
import { confiaEm, requestIdGenerator } from './request-id.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('TRUST_PROXY', () => {
  it('takes true, false, or comma-separated addresses and CIDRs (IPv4 and IPv6)', () => {
    expect(testConfig().TRUST_PROXY).toBe(false)
    expect(testConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(testConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ])
  })

  it('refuses anything else, naming it', () => {
    for (const bad of ['sim', '10.0.0.0/33', '10.0.0/8', 'fd00::/129', '10.0.0.1/8/2', ',', 'localhost']) {
      expect(() => testConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: use true, false ou endereços/)
    }
  })

  it('believes X-Forwarded-For only from a peer inside the ranges', async () => {
    const ranges = testConfig({ TRUST_PROXY: '10.0.0.0/8,::1' }).TRUST_PROXY
    const app = Fastify({ trustProxy: ranges })
    app.get('/ip', async (req) => ({ ip: req.ip }))
    const ip = async (remoteAddress: string) =>
      (await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.7' } })).json()
        .ip
    expect(await ip('10.1.2.3')).toBe('203.0.113.7')
    expect(await ip('::1')).toBe('203.0.113.7')
    expect(await ip('192.168.0.9')).toBe('192.168.0.9')
    expect(await ip('11.0.0.1')).toBe('11.0.0.1')
    await app.close()
  })

  it('matches IPv4 peers seen on a dual-stack socket', () => {
    const confia = confiaEm(['10.0.0.0/8', '2001:db8::/32'])
    expect(confia('::ffff:10.9.9.9')).toBe(true)
    expect(confia('2001:db8::1')).toBe(true)
    expect(confia('::ffff:11.9.9.9')).toBe(false)
    expect(confia('qualquer')).toBe(false)
  })

  it('gives the same request id rule the trusted peers of the ranges', () => {
    const gerar = requestIdGenerator(['10.0.0.0/8'])
    const req = (remoteAddress: string, id: string) =>
      ({ headers: { 'x-request-id': id }, socket: { remoteAddress } }) as never
    expect(gerar(req('10.0.0.5', 'lb-42'))).toBe('lb-42')
    expect(gerar(req('172.16.0.5', 'lb-42'))).toMatch(UUID)
  })
})

describe('the request id in the real app', () => {
  let confiavel: TestApp
  let semProxy: TestApp
  beforeAll(async () => {
    // light-my-request's peer is 127.0.0.1 unless told otherwise.
    confiavel = await createTestApp({ TRUST_PROXY: '127.0.0.1' })
    semProxy = await createTestApp()
  })
  afterAll(async () => {
    await confiavel.close()
    await semProxy.close()
  })

  const idDe = async (t: TestApp, id: string | undefined, remoteAddress = '127.0.0.1') =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/saude',
        remoteAddress,
        headers: id === undefined ? {} : { 'x-request-id': id },
      })
    ).headers['x-request-id']

  it('keeps and echoes the trusted proxy’s id', async () => {
    for (const id of ['f3b1c2d4-0000-4000-8000-123456789abc', 'haproxy:0A01_5F3E.1', 'abc/def+g=']) {
      expect(await idDe(confiavel, id), id).toBe(id)
    }
  })

  it('replaces a malformed id, even from the trusted proxy', async () => {
    for (const id of ['', 'a b', 'x'.repeat(129), '<script>', 'linha\\nnova', 'ação']) {
      expect(await idDe(confiavel, id), id).toMatch(UUID)
    }
    expect(await idDe(confiavel, undefined)).toMatch(UUID)
  })

  it('ignores the id of a peer that is not a trusted proxy, and every id when none is trusted', async () => {
    expect(await idDe(confiavel, 'escolhido-pelo-cliente', '198.51.100.4')).toMatch(UUID)
    expect(await idDe(semProxy, 'escolhido-pelo-cliente')).toMatch(UUID)
  })

  it('gives each request its own id', async () => {
    const a = await idDe(semProxy, undefined)
    const b = await idDe(semProxy, undefined)
    expect(a).not.toBe(b)
  })
})
