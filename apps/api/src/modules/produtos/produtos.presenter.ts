import type { Categoria } from '@recria/domain/categoria'
import { centavosToReais } from '@recria/domain/preco'
import type { Produto, StatusProduto } from '@recria/domain/produto'
import type { MateriaDoProduto, ProdutoRow } from './produtos.repository.ts'

/** A product as every answer shows it (docs/api/back-office.md, Produto): price in reais. */
export function toProduto(row: ProdutoRow, materias: MateriaDoProduto[]): Produto {
  return {
    id_produto: row.id_produto,
    nome: row.nome,
    descricao: row.descricao,
    preco: centavosToReais(row.preco_centavos),
    imagem: row.imagem,
    imagem_detalhe: row.imagem_detalhe,
    status_produto: row.status_produto as StatusProduto,
    categoria: row.categoria as Categoria,
    materias_primas: materias
      .filter((m) => m.id_produto === row.id_produto)
      .map(({ id_materia_prima, nome_materia_prima, unidade_medida }) => ({
        id_materia_prima,
        nome_materia_prima,
        unidade_medida,
      })),
    id_usuario_vendedor: row.id_usuario_vendedor,
    data_criacao: row.data_criacao.toISOString(),
    data_atualizacao: row.data_atualizacao.toISOString(),
  }
}
