/**
 * The Correios CEP ranges of each UF, by the CEP's first five digits (inclusive). A CEP whose UF is
 * not the one typed beside it is refused: the delivery fee follows the UF, so a wrong one would
 * charge another region's fee.
 */
export const FAIXAS_CEP = {
  SP: [[1000, 19999]],
  RJ: [[20000, 28999]],
  ES: [[29000, 29999]],
  MG: [[30000, 39999]],
  BA: [[40000, 48999]],
  SE: [[49000, 49999]],
  PE: [[50000, 56999]],
  AL: [[57000, 57999]],
  PB: [[58000, 58999]],
  RN: [[59000, 59999]],
  CE: [[60000, 63999]],
  PI: [[64000, 64999]],
  MA: [[65000, 65999]],
  PA: [[66000, 68899]],
  AP: [[68900, 68999]],
  AM: [
    [69000, 69299],
    [69400, 69899],
  ],
  RR: [[69300, 69399]],
  AC: [[69900, 69999]],
  DF: [
    [70000, 72799],
    [73000, 73699],
  ],
  GO: [
    [72800, 72999],
    [73700, 76799],
  ],
  RO: [[76800, 76999]],
  TO: [[77000, 77999]],
  MT: [[78000, 78899]],
  MS: [[79000, 79999]],
  PR: [[80000, 87999]],
  SC: [[88000, 89999]],
  RS: [[90000, 99999]],
} as const satisfies Record<string, readonly (readonly [number, number])[]>

export type UfDoCep = keyof typeof FAIXAS_CEP

/** The UF whose range holds the CEP (8 digits, no mask), or null outside every range. */
export function ufDoCep(cep: string): UfDoCep | null {
  if (!/^\d{8}$/.test(cep)) return null
  const prefixo = Number(cep.slice(0, 5))
  for (const [uf, faixas] of Object.entries(FAIXAS_CEP) as [
    UfDoCep,
    readonly (readonly [number, number])[],
  ][]) {
    if (faixas.some(([de, ate]) => prefixo >= de && prefixo <= ate)) return uf
  }
  return null
}

/** Whether the CEP (8 digits) belongs to the UF. */
export const cepDaUf = (cep: string, uf: string) => ufDoCep(cep) === uf
