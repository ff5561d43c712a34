/**
 * docs/product/avaliacoes.md: the seller's preview shows five sample reviews and a fixed rating of 4.8,
 * so the seller sees where the buyers' reviews will appear before there are any.
 */
export const NOTA_EXEMPLO = 4.8

export interface AvaliacaoExemplo {
  nome: string
  nota: number
  data: string
  comentario: string
}

export const AVALIACOES_EXEMPLO: readonly AvaliacaoExemplo[] = [
  {
    nome: 'Ana Souza',
    nota: 5,
    data: '2025-03-12',
    comentario:
      'Acabamento impecável e chegou muito bem embalado. Dá gosto saber que foi feito com material reciclado.',
  },
  {
    nome: 'Carlos Lima',
    nota: 5,
    data: '2025-03-02',
    comentario: 'Paguei parte com créditos entregando garrafas PET. Processo simples e o produto é lindo.',
  },
  {
    nome: 'Juliana Prado',
    nota: 5,
    data: '2025-02-20',
    comentario: 'Exatamente como nas fotos. O vendedor respondeu rápido e confirmou o pedido no mesmo dia.',
  },
  {
    nome: 'Rafael Nunes',
    nota: 4,
    data: '2025-02-08',
    comentario: 'Produto resistente e bonito. Só achei que a entrega poderia ter sido um pouco mais rápida.',
  },
  {
    nome: 'Beatriz Ramos',
    nota: 5,
    data: '2025-01-27',
    comentario:
      'Comprei para presentear e fez o maior sucesso. Recomendo a todos que buscam consumo consciente.',
  },
]
