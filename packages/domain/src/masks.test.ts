import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_FIELD_MAX, PHONE_FIELD_MAX } from './constants.ts'
import { onlyDigits } from './documento.ts'
import { hideDocument, maskCnpj, maskCpf, maskCpfCnpj, maskPhone } from './masks.ts'

/** Each row: what the field shows after typing the first `index + 1` digits. */
const PHONE = '11987654321'
const phoneSteps = [
  '(1',
  '(11',
  '(11) 9',
  '(11) 98',
  '(11) 987',
  '(11) 9876',
  '(11) 9876-5',
  '(11) 9876-54',
  '(11) 9876-543',
  '(11) 9876-5432',
  '(11) 98765-4321',
]
const CPF = '52998224725'
const cpfSteps = ['5', '52', '529', '529.9', '529.98', '529.982', '529.982.2', '529.982.24', '529.982.247']
cpfSteps.push('529.982.247-2', '529.982.247-25')
const CNPJ = '11222333000181'
const cnpjSteps = [
  '1',
  '11',
  '11.2',
  '11.22',
  '11.222',
  '11.222.3',
  '11.222.33',
  '11.222.333',
  '11.222.333/0',
]
cnpjSteps.push(
  '11.222.333/00',
  '11.222.333/000',
  '11.222.333/0001',
  '11.222.333/0001-8',
  '11.222.333/0001-81',
)

const typed = (digits: string, steps: string[]) => steps.map((shown, i) => [digits.slice(0, i + 1), shown])

describe('maskPhone', () => {
  it.each(typed(PHONE, phoneSteps))('%s → %s', (digits, shown) => {
    expect(maskPhone(digits)).toBe(shown)
  })
  it('keeps at most 11 digits, ignores what is not a digit and leaves empty input empty', () => {
    expect(maskPhone('119876543210')).toBe('(11) 98765-4321')
    expect(maskPhone('(11) 3456-7890')).toBe('(11) 3456-7890')
    expect(maskPhone('abc')).toBe('')
  })
})

describe('maskCpf', () => {
  it.each(typed(CPF, cpfSteps))('%s → %s', (digits, shown) => {
    expect(maskCpf(digits)).toBe(shown)
  })
  it('keeps at most 11 digits', () => {
    expect(maskCpf('529982247251')).toBe('529.982.247-25')
    expect(maskCpf('')).toBe('')
  })
})

describe('maskCnpj', () => {
  it.each(typed(CNPJ, cnpjSteps))('%s → %s', (digits, shown) => {
    expect(maskCnpj(digits)).toBe(shown)
  })
  it('keeps at most 14 digits', () => {
    expect(maskCnpj('112223330001819')).toBe('11.222.333/0001-81')
  })
})

describe('maskCpfCnpj', () => {
  it('uses the CPF mask up to 11 digits and the CNPJ mask beyond, up to 14', () => {
    expect(maskCpfCnpj('529')).toBe('529')
    expect(maskCpfCnpj('5299822472')).toBe('529.982.247-2')
    expect(maskCpfCnpj('11222333000')).toBe('112.223.330-00')
    expect(maskCpfCnpj('112223330001')).toBe('11.222.333/0001')
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(maskCpfCnpj('112223330001819')).toBe('11.222.333/0001-81')
    expect(maskCpfCnpj('112.223.330-001')).toBe('11.222.333/0001')
  })

  const typing = fc.string({ unit: fc.constantFrom(...'0123456789.-/() x'), maxLength: 30 })
  it('keeps the first 14 digits typed, fits the field and is stable when masked again', () => {
    fc.assert(
      fc.property(typing, (input) => {
        const masked = maskCpfCnpj(input)
        expect(onlyDigits(masked)).toBe(onlyDigits(input).slice(0, 14))
        expect(masked.length).toBeLessThanOrEqual(DOCUMENT_FIELD_MAX)
        expect(maskCpfCnpj(masked)).toBe(masked)
        expect(masked).not.toMatch(/[^\d]$/)
      }),
    )
  })
  it('maskPhone keeps the first 11 digits typed and fits the field', () => {
    fc.assert(
      fc.property(typing, (input) => {
        const masked = maskPhone(input)
        expect(onlyDigits(masked)).toBe(onlyDigits(input).slice(0, 11))
        expect(masked.length).toBeLessThanOrEqual(PHONE_FIELD_MAX)
        expect(maskPhone(masked)).toBe(masked)
        expect(masked).not.toMatch(/[^\d]$/)
      }),
    )
  })
})

describe('hideDocument', () => {
  it('shows only the first 3 and the last 2 digits, keeping the punctuation', () => {
    expect(hideDocument('52998224725')).toBe('529.***.***-25')
    expect(hideDocument('529.982.247-25')).toBe('529.***.***-25')
    expect(hideDocument('11222333000181')).toBe('11.2**.***/****-81')
    expect(hideDocument('')).toBe('')
  })
})
