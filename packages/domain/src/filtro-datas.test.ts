import { describe, expect, it } from 'vitest'
import { diaOpcional } from './filtro-datas.ts'

describe('diaOpcional', () => {
  const erro = (text: string) => diaOpcional.safeParse(text).error?.issues.map((i) => i.message)

  it('takes a calendar day from year 0001 to 9999, or nothing', () => {
    for (const dia of ['0001-01-01', '2024-02-29', '9999-12-31', '', undefined])
      expect(diaOpcional.safeParse(dia).success, String(dia)).toBe(true)
  })

  it('refuses year 0000, which the calendar (and PostgreSQL) does not have', () => {
    expect(erro('0000-01-01')).toEqual(['Data inválida. Use o formato AAAA-MM-DD.'])
    expect(erro('0000-12-31')).toEqual(['Data inválida. Use o formato AAAA-MM-DD.'])
  })

  it('refuses days that do not exist and other spellings', () => {
    for (const text of ['2025-02-29', '2024-13-01', '2024-1-1', '31/12/2024', '+275760-09-13'])
      expect(erro(text), text).toEqual(['Data inválida. Use o formato AAAA-MM-DD.'])
  })
})
