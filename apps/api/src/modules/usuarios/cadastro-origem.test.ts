import { describe, expect, it } from 'vitest'
import { origemDoCadastro } from './cadastro-origem.ts'

describe('origemDoCadastro', () => {
  it('keeps an IPv4 address, also when it comes mapped into IPv6', () => {
    expect(origemDoCadastro('203.0.113.7')).toBe('203.0.113.7')
    expect(origemDoCadastro('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const mesma = [
      '2001:db8:85a3:12::1',
      '2001:0db8:85a3:0012:ffff:ffff:ffff:fffe',
      '2001:db8:85a3:12:a:b:c:d%eth0',
      '2001:db8:85a3:12::192.0.2.1',
    ].map(origemDoCadastro)
    expect(new Set(mesma)).toEqual(new Set(['2001:db8:85a3:12::/64']))
    expect(origemDoCadastro('2001:db8:85a3:13::1')).toBe('2001:db8:85a3:13::/64')
    expect(origemDoCadastro('::1')).toBe('0:0:0:0::/64')
    expect(origemDoCadastro('fe80::1')).toBe('fe80:0:0:0::/64')
  })
})
