import { foiEditada } from '@recria/domain/avaliacao'
import type { Avaliacao, AvaliacaoPublica, Estatisticas } from '@recria/domain/avaliacao-consulta'
import { categoriaLabel } from '@recria/domain/categoria'
import { centavosToReais } from '@recria/domain/pagamento'
import type {
  AvaliacaoPublicaRow,
  AvaliacaoRow,
  avaliacoesConsultaRepository,
  ItemRow,
} from './avaliacoes-consulta.repository.ts'

/** Timestamps arrive as Date or as PostgreSQL's text, depending on how the row was read. */
const iso = (value: Date | string) => new Date(value).toISOString()

const datas = (row: Pick<AvaliacaoRow, 'data_criacao' | 'data_atualizacao'>) => ({
  data_criacao: iso(row.data_criacao),
  data_atualizacao: iso(row.data_atualizacao),
  editada: foiEditada(row.data_criacao, row.data_atualizacao),
})

const produto = (item: ItemRow) => ({
  nome: item.nome,
  imagem: item.imagem,
  quantidade: item.quantidade,
  preco: centavosToReais(item.preco_centavos),
  categoria: categoriaLabel(item.categoria),
})

/**
 * docs/product/avaliacoes.md 'Avaliação': money in reais, the reviewed product as bought (or as it is now).
 */
export function toAvaliacao(row: AvaliacaoRow): Avaliacao {
  const comprado = row.itens.find((item) => item.id_produto === row.id_produto)
  const principal = comprado
    ? produto(comprado)
    : {
        nome: row.produto_nome,
        imagem: row.produto_imagem,
        preco: centavosToReais(row.produto_preco_centavos),
        categoria: categoriaLabel(row.produto_categoria),
      }
  return {
    id_avaliacao: row.id_avaliacao,
    id_produto: row.id_produto,
    nota: row.nota,
    comentario: row.comentario,
    ...datas(row),
    usuario_comprador: {
      id_usuario: row.comprador_id,
      nome: row.comprador_nome,
      foto_url: row.comprador_foto,
    },
    usuario_vendedor: { id_usuario: row.vendedor_id, nome: row.vendedor_nome },
    pedido: { id_pedido: row.id_pedido },
    valor_total: centavosToReais(row.valor_total_centavos),
    produtos_pedido: row.itens.map(produto),
    produto_principal: {
      nome: principal.nome,
      imagem: principal.imagem,
      preco: principal.preco,
      categoria: principal.categoria,
    },
  }
}

export function toAvaliacaoPublica(row: AvaliacaoPublicaRow): AvaliacaoPublica {
  return {
    id_avaliacao: row.id_avaliacao,
    nota: row.nota,
    comentario: row.comentario,
    ...datas(row),
    usuario_comprador: { nome: row.comprador_nome, foto_url: row.comprador_foto },
  }
}

type FigurasVendedor = Awaited<ReturnType<typeof avaliacoesConsultaRepository.figurasDoVendedor>>

/** The seller's statistics from the kept figures (zeros before the first review). */
export function toEstatisticas(f: FigurasVendedor): Estatisticas {
  return {
    mediaGeral: Number(f?.nota_media ?? 0),
    totalAvaliacoes: f?.total ?? 0,
    distribuicao: {
      5: f?.nota_5 ?? 0,
      4: f?.nota_4 ?? 0,
      3: f?.nota_3 ?? 0,
      2: f?.nota_2 ?? 0,
      1: f?.nota_1 ?? 0,
    },
  }
}
