const numero = new Intl.NumberFormat('pt-BR')

/**
 * '1 produto', '36 produtos', or 'mais de 60 produtos' when the API stopped counting (DESIGN §5): it
 * then counts one listing beyond what the pages can show, so at least that many exist and more than
 * one fewer is certain.
 */
export function contagemTexto(total: number, minimo: boolean): string {
  if (minimo) return `mais de ${numero.format(total - 1)} produtos`
  return total === 1 ? '1 produto' : `${numero.format(total)} produtos`
}
