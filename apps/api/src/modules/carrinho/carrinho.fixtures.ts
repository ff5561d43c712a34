// Cart test data: buyers signed in, and listings written straight to the tables (the catalogue's
// triggers keep their search documents current) with the price, form, credits and material a test needs.
import { valorSustentavelCentavos } from '@recria/domain/creditos'
import { signUp } from '../../../test/fixtures.ts'
import type { TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from '../anuncios/anuncios.fixtures.ts'

export interface AnuncioCarrinhoSeed {
  nome?: string
  preco_centavos?: number
  forma?: 'padrao' | 'sustentavel'
  unidade?: string
  materia?: string
  multiplicador?: string
  creditos?: number
}

export function carrinhoFixtures(t: TestApp) {
  const f = anuncioFixtures(t)

  async function comprador() {
    const b = await signUp(t.app, { perfil: 'comprador' })
    return { ...b, id: b.usuario.id_usuario as number }
  }

  /** A product of its own and its listing; sustentável with a conversion of `multiplicador`. */
  async function anuncio(s: Seller, a: AnuncioCarrinhoSeed = {}): Promise<number> {
    const preco = a.preco_centavos ?? 10_000
    const idMateria = await f.materia(s.id, a.unidade ?? 'quilograma', a.materia ?? 'Garrafa PET')
    const idProduto = await f.produto(s.id, [idMateria], {
      nome: a.nome ?? 'Luminária de garrafa',
      preco_centavos: preco,
    })
    const sustentavel = a.forma === 'sustentavel'
    const multiplicador = a.multiplicador ?? '2.50'
    const creditos = sustentavel ? (a.creditos ?? 25) : 0
    const idConversao = sustentavel ? await f.conversao(s.id, idMateria, multiplicador) : null
    const row = await f.one<{ id: number }>(
      `insert into anuncios (id_usuario_vendedor, id_produto, descricao_anuncio, forma_de_pagamento,
         creditos_aceitos, valor_conversao_centavos, id_conversao, id_materia_prima, status_anuncio)
       values ($1, $2, 'Peça feita à mão', $3, $4, $5, $6, $7, 'ativo') returning id_anuncio as id`,
      [
        s.id,
        idProduto,
        sustentavel ? 'sustentavel' : 'padrao',
        creditos,
        sustentavel ? valorSustentavelCentavos(preco, creditos, Number(multiplicador)) : null,
        idConversao,
        sustentavel ? idMateria : null,
      ],
    )
    return row.id
  }

  const adicionar = (cookie: string | undefined, body: Record<string, unknown>) =>
    f.call('POST', '/carrinho/item', cookie, body)
  const ler = (cookie: string | undefined, idUsuario: number | string) =>
    f.call('GET', `/carrinho/usuario/${idUsuario}`, cookie)

  /** The buyer's cart rows, as the database holds them. */
  async function itens(idComprador: number) {
    const { rows } = await t.pool.query(
      `select i.id_anuncio, i.quantidade, i.forma_pagamento_selecionada, c.status
       from itens_carrinho i join carrinhos c using (id_carrinho)
       where c.id_usuario_comprador = $1 order by i.id_item_carrinho`,
      [idComprador],
    )
    return rows
  }

  /** Every cart and item row, to prove a refused call changed nothing. */
  async function tudo() {
    const carrinhos = await t.pool.query('select * from carrinhos order by id_carrinho')
    const linhas = await t.pool.query('select * from itens_carrinho order by id_item_carrinho')
    return { carrinhos: carrinhos.rows, itens: linhas.rows }
  }

  return { ...f, comprador, anuncio, adicionar, ler, itens, tudo }
}
