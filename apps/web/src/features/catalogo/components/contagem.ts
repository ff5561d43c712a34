const numero = new Intl.NumberFormat('pt-BR')

/** '1 produto', '36 produtos', or 'mais de 1.200 produtos' when the API stopped counting (DESIGN §5). */
export function contagemTexto(total: number, minimo: boolean): string {
  if (minimo) return `mais de ${numero.format(total)} produtos`
  return total === 1 ? '1 produto' : `${numero.format(total)} produtos`
}
