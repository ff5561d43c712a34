// Test data for the report tests: a seller with listings (through the listing fixtures) and buyers
// who report them through the API.
import { signUp } from '../../../test/fixtures.ts'
import type { TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from '../anuncios/anuncios.fixtures.ts'

export function denunciaFixtures(t: TestApp) {
  const f = anuncioFixtures(t)

  /** A connected seller with `n` active padrão listings of one product. */
  async function vendedorComAnuncios(n = 1): Promise<{ seller: Seller; anuncios: number[] }> {
    const seller = await f.seller()
    const { idProduto } = await f.catalogo(seller.id)
    const anuncios: number[] = []
    for (let i = 0; i < n; i++) {
      const a = await f.anuncio(seller, { id_produto: idProduto, forma_de_pagamento: 'padrao' })
      anuncios.push(a.id_anuncio)
    }
    return { seller, anuncios }
  }

  /** `n` buyers signed in, in parallel. */
  const compradores = (n: number) =>
    Promise.all(Array.from({ length: n }, () => signUp(t.app, { perfil: 'comprador' })))

  const denunciar = (cookie: string | undefined, body: unknown) => f.call('POST', '/denuncias', cookie, body)

  /** A valid report of the listing. */
  const denuncia = (id_anuncio: unknown) => ({
    motivo: 'produto_falso',
    descricao: 'A foto não corresponde ao produto entregue.',
    id_anuncio,
  })

  /**
   * One report per buyer, one after the other, the i-th of them (counting from `desde`) on the listing
   * at that index, the listings taken in turn.
   */
  async function denunciarEmSequencia(cookies: string[], anuncios: number[], desde = 0) {
    for (const [i, cookie] of cookies.entries()) {
      const res = await denunciar(cookie, denuncia(anuncios[(desde + i) % anuncios.length]))
      if (res.statusCode !== 201) throw new Error(`report failed: ${res.statusCode} ${res.body}`)
    }
  }

  const bloqueadoAte = async (idVendedor: number) =>
    (
      await f.one<{ ate: Date | null }>('select bloqueado_ate as ate from usuarios where id_usuario = $1', [
        idVendedor,
      ])
    ).ate

  const nomeDoProduto = async (idAnuncio: number) =>
    (
      await f.one<{ nome: string }>(
        'select p.nome from anuncios a join produtos p using (id_produto) where a.id_anuncio = $1',
        [idAnuncio],
      )
    ).nome

  const contar = async (table: 'denuncias' | 'moderacao_eventos') =>
    (await f.one<{ n: number }>(`select count(*)::int as n from ${table}`, [])).n

  return {
    ...f,
    vendedorComAnuncios,
    compradores,
    denunciar,
    denuncia,
    denunciarEmSequencia,
    bloqueadoAte,
    nomeDoProduto,
    contar,
  }
}
