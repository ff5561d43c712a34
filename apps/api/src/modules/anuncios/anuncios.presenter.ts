import type { Anuncio, StatusAnuncio } from '@recria/domain/anuncio'
import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import { isSustentavel } from '@recria/domain/anuncio-forma'
import type { Categoria } from '@recria/domain/categoria'
import { quantidadeMateriaPrima } from '@recria/domain/creditos'
import { centavosToReais } from '@recria/domain/pagamento'
import type { AnuncioDetalhadoRow } from './anuncios-query.repository.ts'

const iso = (date: Date) => date.toISOString()

/** A listing as the seller and the buyer see it (docs/api/back-office.md, Anuncio), money in reais. */
export function toAnuncio(row: AnuncioDetalhadoRow): Anuncio {
  const { anuncio: a, produto: p, conversao: c, materia_prima: mp } = row
  const multiplicador = c ? Number(c.valor_multiplicavel) : null
  const sustentavel = isSustentavel(a.forma_de_pagamento) && multiplicador !== null && mp !== null
  return {
    id_anuncio: a.id_anuncio,
    id_usuario_vendedor: a.id_usuario_vendedor,
    descricao_anuncio: a.descricao_anuncio,
    // The table's check constraints hold these to the domain's values.
    forma_de_pagamento: a.forma_de_pagamento as FormaPagamento,
    creditos_aceitos: a.creditos_aceitos,
    valor_conversao: a.valor_conversao_centavos === null ? null : centavosToReais(a.valor_conversao_centavos),
    quantidade_materia_prima: sustentavel
      ? quantidadeMateriaPrima(a.creditos_aceitos, multiplicador, mp.unidade_medida)
      : null,
    id_conversao: a.id_conversao,
    id_materia_prima: a.id_materia_prima,
    status_anuncio: a.status_anuncio as StatusAnuncio,
    disponivel: row.disponivel,
    desativado_por_denuncias: a.desativado_por_denuncias_em !== null,
    data_criacao: iso(a.data_criacao),
    data_alteracao: iso(a.data_alteracao),
    produto: {
      id_produto: p.id_produto,
      nome: p.nome,
      descricao: p.descricao,
      preco: centavosToReais(p.preco_centavos),
      imagem: p.imagem,
      imagem_detalhe: p.imagem_detalhe,
      status_produto: p.status_produto,
      categoria: p.categoria as Categoria,
      materias_primas: row.materias_produto,
      id_usuario_vendedor: p.id_usuario_vendedor,
      data_criacao: iso(p.data_criacao),
      data_atualizacao: iso(p.data_atualizacao),
    },
    conversao:
      c && mp
        ? {
            id_conversao: c.id_conversao,
            valor_multiplicavel: Number(c.valor_multiplicavel),
            status_conversao: c.status_conversao,
            id_materia_prima: c.id_materia_prima,
            materia_prima: mp,
            id_usuario_vendedor: c.id_usuario_vendedor,
            data_criacao: iso(c.data_criacao),
            data_atualizacao: iso(c.data_atualizacao),
          }
        : null,
    materia_prima: mp,
    vendedor: {
      ...row.vendedor,
      nota_media: row.vendedor_nota_media,
      total_avaliacoes: row.vendedor_total_avaliacoes,
    },
    rating: row.rating,
    totalAvaliacoes: row.total_avaliacoes,
  }
}
