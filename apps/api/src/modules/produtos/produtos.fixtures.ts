// Test helpers for the products API: accounts, raw materials and listings written with SQL (other
// modules own their APIs), multipart forms and the state a refused call must leave alone.
import type { InjectOptions } from 'fastify'
import { signUp } from '../../../test/fixtures.ts'
import { filesUnder, form, photo, type Upload } from '../../../test/forms.ts'
import type { TestApp } from '../../../test/test-app.ts'

export type Account = Awaited<ReturnType<typeof signUp>>
type Method = NonNullable<InjectOptions['method']>

export const seller = (t: TestApp) => signUp(t.app, { perfil: 'vendedor' })
export const buyer = (t: TestApp) => signUp(t.app, { perfil: 'comprador' })
export const idOf = (who: Account): number => who.usuario.id_usuario

/** One call to the API as `who` (a visitor when undefined). */
export function call(t: TestApp, method: Method, url: string, who?: Account, payload?: FormData) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  })
}

export async function insertMateria(
  t: TestApp,
  who: Account,
  nome = 'Garrafa PET',
  status: 'ativa' | 'inativa' = 'ativa',
  unidade = 'unidade',
): Promise<number> {
  const { rows } = await t.pool.query(
    `insert into materias_primas (id_usuario_vendedor, nome_materia_prima, descricao, unidade_medida,
       status_materia_prima) values ($1, $2, 'Material reciclado limpo', $3, $4) returning id_materia_prima`,
    [idOf(who), nome, unidade, status],
  )
  return rows[0].id_materia_prima
}

export async function insertAnuncio(t: TestApp, who: Account, idProduto: number, status = 'ativo') {
  await t.pool.query(
    `insert into anuncios (id_usuario_vendedor, id_produto, descricao_anuncio, forma_de_pagamento, status_anuncio)
     values ($1, $2, 'Anúncio do produto', 'padrao', $3)`,
    [idOf(who), idProduto, status],
  )
}

export const fields = (materias: number[], overrides: Record<string, string> = {}) => ({
  nome: 'Bolsa de lacres',
  descricao: 'Bolsa feita com lacres de latinha reciclados.',
  preco: '129,90',
  materias_primas: JSON.stringify(materias),
  categoria: 'bolsas',
  ...overrides,
})

export const imagem = async (format: 'png' | 'jpeg' | 'webp' = 'png', w = 800, h = 600): Promise<Upload> => ({
  field: 'imagem',
  name: `produto.${format}`,
  type: `image/${format}`,
  data: await photo(format, w, h),
})

/** POST /produtos with the fields and files given. */
export const criar = (t: TestApp, who: Account, data: Record<string, string>, ...files: Upload[]) =>
  call(t, 'POST', '/produtos', who, form(data, ...files))

export const alterar = (
  t: TestApp,
  who: Account,
  id: number,
  data: Record<string, string>,
  ...files: Upload[]
) => call(t, 'PUT', `/produtos/${id}`, who, form(data, ...files))

/** Creates a product through the API (with a small PNG) and answers its JSON. */
export async function createProduto(t: TestApp, who: Account, materias: number[], overrides = {}) {
  const res = await criar(t, who, fields(materias, overrides), await imagem('png', 64, 64))
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`)
  return res.json()
}

export const fileOf = (url: string) => url.replace(/^\/api\/arquivos\//, '')

/** Everything a refused call must leave alone: products, their links and the stored files. */
export async function state(t: TestApp) {
  const produtos = await t.pool.query('select * from produtos order by id_produto')
  const links = await t.pool.query('select * from produto_materias_primas order by 1, 2')
  return { produtos: produtos.rows, links: links.rows, files: (await filesUnder(t.config.uploadsDir)).sort() }
}
