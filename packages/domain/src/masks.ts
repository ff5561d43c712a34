/** Progressive input masks (docs/product/conta.md): partial input is masked partially, never with trailing
 * punctuation. */
import { onlyDigits } from './documento.ts'

/**
 * Lays `chars` out in groups of the given sizes; `separators[i]` goes before group i + 1 and is
 * only written once that group has a character.
 */
function group(chars: string, sizes: readonly number[], separators: readonly string[], prefix = ''): string {
  if (chars === '') return ''
  let out = prefix
  let start = 0
  sizes.forEach((size, i) => {
    if (start >= chars.length) return
    if (i > 0) out += separators[i - 1]
    out += chars.slice(start, start + size)
    start += size
  })
  return out
}

const CPF_GROUPS = [3, 3, 3, 2] as const
const CPF_SEPARATORS = ['.', '.', '-'] as const
const CNPJ_GROUPS = [2, 3, 3, 4, 2] as const
const CNPJ_SEPARATORS = ['.', '.', '/', '-'] as const

/** "(xx) xxxxx-xxxx" with 11 digits, "(xx) xxxx-xxxx" with 10 or fewer. */
export function maskPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11)
  const middle = digits.length === 11 ? 5 : 4
  return group(digits, [2, middle, 4], [') ', '-'], '(')
}

/** "xxxxx-xxx", at most 8 digits (CEP). */
export function maskCep(value: string): string {
  return group(onlyDigits(value).slice(0, 8), [5, 3], ['-'])
}

/** "xxx.xxx.xxx-xx", at most 11 digits. */
export function maskCpf(value: string): string {
  return group(onlyDigits(value).slice(0, 11), CPF_GROUPS, CPF_SEPARATORS)
}

/** "xx.xxx.xxx/xxxx-xx", at most 14 digits. */
export function maskCnpj(value: string): string {
  return group(onlyDigits(value).slice(0, 14), CNPJ_GROUPS, CNPJ_SEPARATORS)
}

/** CPF mask up to 11 digits, CNPJ mask beyond, at most 14 digits. */
export function maskCpfCnpj(value: string): string {
  const digits = onlyDigits(value).slice(0, 14)
  return digits.length <= 11 ? maskCpf(digits) : maskCnpj(digits)
}

/**
 * The profile page hides the document (docs/product/conta.md): the first 3 and last 2 digits stay visible,
 * the others become "*", with the CPF/CNPJ punctuation kept: "529.***.***-25".
 */
export function hideDocument(digits: string): string {
  const plain = onlyDigits(digits).slice(0, 14)
  const hidden = [...plain].map((d, i) => (i < 3 || i >= plain.length - 2 ? d : '*')).join('')
  return plain.length <= 11
    ? group(hidden, CPF_GROUPS, CPF_SEPARATORS)
    : group(hidden, CNPJ_GROUPS, CNPJ_SEPARATORS)
}
