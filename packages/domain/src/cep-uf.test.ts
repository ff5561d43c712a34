import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cepDaUf, FAIXAS_CEP, ufDoCep } from './cep-uf.ts'
import { EnderecoSchema, UFS } from './endereco.ts'

const cep5 = (prefixo: number, sufixo = '000') => `${String(prefixo).padStart(5, '0')}${sufixo}`
const faixas = Object.entries(FAIXAS_CEP).flatMap(([uf, fs]) => fs.map(([de, ate]) => ({ uf, de, ate })))

describe('ufDoCep: the Correios ranges', () => {
  it('cover every UF the address form offers, and no other', () => {
    expect(Object.keys(FAIXAS_CEP).sort()).toEqual([...UFS].sort())
  })

  it.each(faixas)(
    '$uf: $de-000 and $ate-999 are its own; the CEPs just outside are not',
    ({ uf, de, ate }) => {
      expect(ufDoCep(cep5(de, '000'))).toBe(uf)
      expect(ufDoCep(cep5(ate, '999'))).toBe(uf)
      expect(ufDoCep(cep5(de - 1, '999'))).not.toBe(uf)
      if (ate < 99999) expect(ufDoCep(cep5(ate + 1, '000'))).not.toBe(uf)
    },
  )

  it('knows the capitals', () => {
    expect(ufDoCep('69005000')).toBe('AM') // Manaus
    expect(ufDoCep('01310100')).toBe('SP')
    expect(ufDoCep('22280020')).toBe('RJ')
    expect(ufDoCep('70040010')).toBe('DF')
    expect(ufDoCep('74003010')).toBe('GO')
    expect(ufDoCep('69301000')).toBe('RR') // Boa Vista, between Amazonas's two ranges
    expect(ufDoCep('76801000')).toBe('RO')
  })

  it('answers null for no range or a malformed CEP', () => {
    for (const cep of ['00999999', '00000000', '0131010', '013101000', '01310-10', 'abcdefgh', '']) {
      expect(ufDoCep(cep)).toBeNull()
    }
  })

  it('no CEP belongs to two UFs, and one in a range belongs to exactly its UF', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
        const cep = String(n).padStart(8, '0')
        const prefixo = Math.floor(n / 1000)
        const donos = faixas.filter(({ de, ate }) => prefixo >= de && prefixo <= ate).map((f) => f.uf)
        expect(donos.length).toBeLessThanOrEqual(1)
        expect(ufDoCep(cep)).toBe(donos[0] ?? null)
        for (const uf of UFS) expect(cepDaUf(cep, uf)).toBe(uf === donos[0])
      }),
    )
  })
})

describe('EnderecoSchema: the CEP agrees with its UF', () => {
  const endereco = {
    destinatario: 'Ana Souza',
    cep: '69005-000',
    logradouro: 'Avenida Eduardo Ribeiro',
    numero: '10',
    bairro: 'Centro',
    cidade: 'Manaus',
    uf: 'AM',
    telefone: '(92) 98765-4321',
  }

  it('accepts a Manaus CEP in AM', () => {
    expect(EnderecoSchema.safeParse(endereco).success).toBe(true)
  })

  it('refuses a Manaus CEP typed with uf SP, on the CEP', () => {
    const result = EnderecoSchema.safeParse({ ...endereco, uf: 'sp' })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['cep'], message: 'O CEP não corresponde à UF selecionada.' }),
    ])
  })

  it('says only what is wrong on its own when the CEP or the UF is invalid, with the other fields', () => {
    const curto = EnderecoSchema.safeParse({ ...endereco, cep: '6900', destinatario: '' })
    expect(curto.error?.issues.map((i) => i.message)).toEqual([
      'O nome do destinatário é obrigatório e deve ter ao menos 2 caracteres.',
      'O CEP deve ter 8 dígitos.',
    ])
    const semUf = EnderecoSchema.safeParse({ ...endereco, uf: 'XX' })
    expect(semUf.error?.issues.map((i) => i.message)).toEqual(['Selecione uma UF válida.'])
  })
})
