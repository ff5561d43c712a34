// Listings for the storefront tests, written straight to the tables (the catalogue's triggers write
// the search documents, as for any other writer): a product and its listing per call, with the name,
// price, payment form, description, date and statuses a test needs.
import { creditRange, valorSustentavelCentavos } from '@recria/domain/creditos'
import type { TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from './anuncios.fixtures.ts'

export interface VitrineSeller extends Seller {
  idMateria: number
  idConversao: number
}

export interface AnuncioSeed {
  nome: string
  preco_centavos?: number
  forma?: 'padrao' | 'sustentavel'
  descricao?: string
  /** Minutes ago; later calls are newer by default. */
  minutos?: number
  status_anuncio?: 'ativo' | 'inativo'
  status_produto?: 'ativo' | 'inativo'
}

const MULTIPLICADOR = 2.5
let relogio = 0

export function catalogoFixtures(t: TestApp) {
  const f = anuncioFixtures(t)

  /** A seller (connected unless told not to) with a raw material (kg) converted at 2.5 credits per real. */
  async function vendedor({ conectado = true, materia = 'Garrafa PET' } = {}): Promise<VitrineSeller> {
    const s = await f.seller({ conectado })
    const idMateria = await f.materia(s.id, 'quilograma', materia)
    const idConversao = await f.conversao(s.id, idMateria, MULTIPLICADOR.toFixed(2))
    return { ...s, idMateria, idConversao }
  }

  /** A product and its listing; sustentável at the minimum credits the price allows. */
  async function anuncio(s: VitrineSeller, a: AnuncioSeed): Promise<number> {
    const preco = a.preco_centavos ?? 10_000
    const idProduto = await f.produto(s.id, [s.idMateria], {
      nome: a.nome,
      preco_centavos: preco,
      status: a.status_produto ?? 'ativo',
    })
    const creditos =
      a.forma === 'sustentavel' ? (creditRange(preco, MULTIPLICADOR, 'quilograma')?.min ?? 0) : 0
    const sustentavel = a.forma === 'sustentavel'
    relogio += 1
    const criado = new Date(Date.now() - (a.minutos ?? 100_000 - relogio) * 60_000)
    const row = await f.one<{ id: number }>(
      `insert into anuncios (id_usuario_vendedor, id_produto, descricao_anuncio, forma_de_pagamento,
         creditos_aceitos, valor_conversao_centavos, id_conversao, id_materia_prima, status_anuncio,
         data_criacao, data_alteracao)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id_anuncio as id`,
      [
        s.id,
        idProduto,
        a.descricao ?? 'Peça feita à mão',
        sustentavel ? 'sustentavel' : 'padrao',
        creditos,
        sustentavel ? valorSustentavelCentavos(preco, creditos, MULTIPLICADOR) : null,
        sustentavel ? s.idConversao : null,
        sustentavel ? s.idMateria : null,
        a.status_anuncio ?? 'ativo',
        criado,
      ],
    )
    return row.id
  }

  /** GET on the catalogue, answering the status, the body and the ids of the page in order. */
  async function vitrine(query: string, path = '/anuncios/ativos-comprador') {
    const res = await f.call('GET', `${path}?${query}`)
    const body = res.json()
    const ids =
      res.statusCode === 200 && Array.isArray(body.itens)
        ? body.itens.map((i: { id_anuncio: number }) => i.id_anuncio)
        : []
    return { status: res.statusCode, body, ids: ids as number[] }
  }

  return { ...f, vendedor, anuncio, vitrine }
}
