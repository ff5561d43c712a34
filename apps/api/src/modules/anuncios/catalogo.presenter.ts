import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import { isSustentavel } from '@recria/domain/anuncio-forma'
import type { AnuncioCatalogo } from '@recria/domain/catalogo'
import { quantidadeMateriaPrima } from '@recria/domain/creditos'
import { centavosToReais } from '@recria/domain/pagamento'
import type { CardRow } from './catalogo.repository.ts'

/**
 * A card of the catalogue (docs/product/catalogo.md), money in reais, the product's kept rating and count.
 */
/**
 * The card's picture in the widths image 1 is stored in (the card crops it to its frame): the 480 px
 * square, and the 320 and 640 px wide files an upload to the gallery makes; null without them.
 */
function cardSrcset(row: CardRow): string | null {
  if (!row.imagem || !row.imagem_320 || !row.imagem_640 || !row.imagem_largura) return null
  const largura = row.imagem_largura
  return [
    `${row.imagem_320} ${Math.min(320, largura)}w`,
    `${row.imagem} 480w`,
    ...(largura > 480 ? [`${row.imagem_640} ${Math.min(640, largura)}w`] : []),
  ].join(', ')
}

const withSrcset = (row: CardRow) => {
  const srcset = cardSrcset(row)
  return srcset ? { imagem_srcset: srcset } : {}
}

export function toAnuncioCatalogo(row: CardRow): AnuncioCatalogo {
  const multiplicador = row.valor_multiplicavel === null ? null : Number(row.valor_multiplicavel)
  const materia =
    row.id_materia_prima !== null && row.nome_materia_prima !== null && row.unidade_medida !== null
      ? {
          id_materia_prima: row.id_materia_prima,
          nome_materia_prima: row.nome_materia_prima,
          unidade_medida: row.unidade_medida,
        }
      : null
  const conversao =
    row.id_conversao !== null && multiplicador !== null && materia !== null
      ? {
          id_conversao: row.id_conversao,
          valor_multiplicavel: multiplicador,
          materia_prima: {
            nome_materia_prima: materia.nome_materia_prima,
            unidade_medida: materia.unidade_medida,
          },
        }
      : null
  return {
    id_anuncio: row.id_anuncio,
    status: 'ativo',
    // The table's check constraint holds it to the domain's values.
    forma_de_pagamento: row.forma_de_pagamento as FormaPagamento,
    creditos_aceitos: row.creditos_aceitos,
    valor_conversao:
      row.valor_conversao_centavos === null ? null : centavosToReais(row.valor_conversao_centavos),
    quantidade_materia_prima:
      conversao && isSustentavel(row.forma_de_pagamento)
        ? quantidadeMateriaPrima(
            row.creditos_aceitos,
            conversao.valor_multiplicavel,
            conversao.materia_prima.unidade_medida,
          )
        : null,
    produto: {
      id_produto: row.id_produto,
      nome: row.nome_produto,
      preco: centavosToReais(row.preco_centavos),
      imagem: row.imagem,
      ...withSrcset(row),
      rating: row.rating,
      totalAvaliacoes: row.total_avaliacoes,
    },
    usuario_vendedor: { id_usuario: row.id_usuario, nome: row.nome_vendedor },
    conversao,
    materia_prima: materia,
  }
}
