// Deadlines counted in whole days from an instant, to the millisecond.

const DIA_MS = 24 * 60 * 60 * 1000

/** The instant `dias` days after `inicio`. */
export function diasDepois(inicio: Date | string, dias: number): Date {
  return new Date(new Date(inicio).getTime() + dias * DIA_MS)
}
