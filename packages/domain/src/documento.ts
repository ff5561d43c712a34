/** Brazilian taxpayer documents: CPF (11 digits, people) and CNPJ (14 digits, companies). */

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '')
}

const allEqual = (digits: string) => /^(\d)\1*$/.test(digits)

function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + Number(digits[i]) * weight, 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value)
  if (cpf.length !== 11 || allEqual(cpf)) return false
  const first = checkDigit(cpf, [10, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = checkDigit(cpf, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  return first === Number(cpf[9]) && second === Number(cpf[10])
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const

export function isValidCnpj(value: string): boolean {
  const cnpj = onlyDigits(value)
  if (cnpj.length !== 14 || allEqual(cnpj)) return false
  const first = checkDigit(cnpj, CNPJ_WEIGHTS_1)
  const second = checkDigit(cnpj, CNPJ_WEIGHTS_2)
  return first === Number(cnpj[12]) && second === Number(cnpj[13])
}

/** A document is valid when its digits form a valid CPF (11) or CNPJ (14); any mask is ignored. */
export function isValidCpfOrCnpj(value: string): boolean {
  const digits = onlyDigits(value)
  return digits.length === 11 ? isValidCpf(digits) : digits.length === 14 ? isValidCnpj(digits) : false
}
