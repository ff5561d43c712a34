import { describe, expect, it } from 'vitest'
import { listTexts } from './list-texts.ts'

// The four seller lists' texts as docs/product/README.md writes them.
describe('listTexts', () => {
  it('writes a feminine noun with hyphens as the raw materials page does', () => {
    const texts = listTexts({ singular: 'matéria-prima', plural: 'matérias-primas', feminine: true })
    expect({ ...texts, count: [texts.count(1), texts.count(12)] }).toEqual({
      title: 'Minhas Matérias-Primas',
      create: 'Nova Matéria-Prima',
      createFirst: 'Criar Primeira Matéria-Prima',
      search: 'Buscar matérias-primas...',
      loading: 'Carregando matérias-primas...',
      loadError: 'Não foi possível carregar as matérias-primas.',
      empty: 'Nenhuma matéria-prima cadastrada',
      count: ['1 matéria-prima', '12 matérias-primas'],
      label: 'Matérias-primas',
      deleteTitle: 'Excluir matéria-prima',
      deleted: 'Matéria-prima excluída com sucesso!',
      deleteFailed: 'Erro ao excluir matéria-prima.',
    })
  })

  it('writes the conversions page', () => {
    const texts = listTexts({ singular: 'conversão', plural: 'conversões', feminine: true })
    expect([texts.title, texts.create, texts.createFirst, texts.empty, texts.deleted]).toEqual([
      'Minhas Conversões',
      'Nova Conversão',
      'Criar Primeira Conversão',
      'Nenhuma conversão cadastrada',
      'Conversão excluída com sucesso!',
    ])
  })

  it('writes a masculine noun as the products and listings pages do', () => {
    const produtos = listTexts({ singular: 'produto', plural: 'produtos', feminine: false })
    expect({ ...produtos, count: [produtos.count(1), produtos.count(0)] }).toEqual({
      title: 'Meus Produtos',
      create: 'Novo Produto',
      createFirst: 'Criar Primeiro Produto',
      search: 'Buscar produtos...',
      loading: 'Carregando produtos...',
      loadError: 'Não foi possível carregar os produtos.',
      empty: 'Nenhum produto cadastrado',
      count: ['1 produto', '0 produtos'],
      label: 'Produtos',
      deleteTitle: 'Excluir produto',
      deleted: 'Produto excluído com sucesso!',
      deleteFailed: 'Erro ao excluir produto.',
    })
    const anuncios = listTexts({ singular: 'anúncio', plural: 'anúncios', feminine: false })
    expect([anuncios.title, anuncios.createFirst, anuncios.loadError, anuncios.label]).toEqual([
      'Meus Anúncios',
      'Criar Primeiro Anúncio',
      'Não foi possível carregar os anúncios.',
      'Anúncios',
    ])
  })
})
