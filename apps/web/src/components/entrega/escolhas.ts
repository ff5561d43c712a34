import type { ModoEntrega, OpcaoEntregaView } from '@recria/domain/entrega-opcoes'
import { toCentavos } from '@recria/domain/pagamento'

/** The option chosen when the buyer chose none: the cheapest, pickup first on a tie. */
export function opcaoMaisBarata(opcoes: readonly OpcaoEntregaView[]): OpcaoEntregaView | null {
  return opcoes.reduce<OpcaoEntregaView | null>(
    (melhor, o) =>
      melhor === null ||
      toCentavos(o.taxa) < toCentavos(melhor.taxa) ||
      (toCentavos(o.taxa) === toCentavos(melhor.taxa) && o.modo === 'retirada')
        ? o
        : melhor,
    null,
  )
}

/** The buyer's pick if the destination still offers it, else the cheapest; null when none serves. */
export function opcaoEscolhida(
  opcoes: readonly OpcaoEntregaView[],
  escolhido: ModoEntrega | undefined,
): OpcaoEntregaView | null {
  return opcoes.find((o) => o.modo === escolhido) ?? opcaoMaisBarata(opcoes)
}

export interface VendedorComOpcoes {
  id_vendedor: number
  nome_vendedor: string
  opcoes: readonly OpcaoEntregaView[]
}

export interface EscolhaDoVendedor {
  id_vendedor: number
  nome_vendedor: string
  /** null: no option serves the destination (the checkout cannot go on). */
  opcao: OpcaoEntregaView | null
}

/**
 * Each seller's option in effect: what the buyer picked while it is still offered (a new address may
 * not serve it), otherwise the cheapest.
 */
export function escolhasEmVigor(
  vendedores: readonly VendedorComOpcoes[],
  escolhidos: Readonly<Record<number, ModoEntrega>>,
): EscolhaDoVendedor[] {
  return vendedores.map((v) => ({
    id_vendedor: v.id_vendedor,
    nome_vendedor: v.nome_vendedor,
    opcao: opcaoEscolhida(v.opcoes, escolhidos[v.id_vendedor]),
  }))
}

/** The delivery fees of the choices, in centavos (money is summed in centavos). */
export function taxaTotalCentavos(escolhas: readonly EscolhaDoVendedor[]): number {
  return escolhas.reduce((soma, e) => soma + (e.opcao ? toCentavos(e.opcao.taxa) : 0), 0)
}
