const umaCasa = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** '+12,5%', '−3,0%' (a true minus sign) or 'sem comparação' when last month sold nothing. */
export function formatVariacao(variacao: number | null): string {
  if (variacao === null) return 'sem comparação'
  const sinal = variacao > 0 ? '+' : variacao < 0 ? '\u2212' : ''
  return `${sinal}${umaCasa.format(Math.abs(variacao))}%`
}
