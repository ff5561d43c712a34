const numero = new Intl.NumberFormat('pt-BR')

/** A round lower bound a person reads at a glance: 60, 100, 400, 1.000, 25.000. */
function redondo(n: number): number {
  const passo = n < 100 ? 10 : n < 1000 ? 100 : 1000
  return Math.max(1, Math.floor(n / passo) * passo)
}

/**
 * '1 produto', '87 produtos', or, when the API stopped counting (docs/design.md#data-model), a round '60+
 * produtos' / '1.000+ produtos': the API then counts one listing beyond what the pages can show, so at least
 * `total - 1` others are certain and the text never claims more than that.
 */
export function contagemTexto(total: number, minimo: boolean): string {
  if (minimo) return `${numero.format(redondo(total - 1))}+ produtos`
  return total === 1 ? '1 produto' : `${numero.format(total)} produtos`
}
