// A seller of the journey's own, ready to sell: registered, connected to a simulator account, offering
// pickup, and with one padrão listing on the storefront, all through the API as the back office would do it. Journeys
// that count what a seller receives (orders, payments, notifications) use one instead of the demo
// seller, whose figures every other journey changes.
import type { ModoEntrega } from '@recria/domain/entrega-opcoes'
import { EXEMPLO_ACOMPANHAMENTO } from '@recria/domain/entrega-pedido'
import sharp from 'sharp'
import { RETIRADA_PADRAO } from '../../apps/api/test/fixtures.ts'
import { baseUrl } from './server.ts'
import { createUser } from './users.ts'

const api = (path: string) => new URL(path, baseUrl())

async function conferir(res: Response, passo: string, status = 200) {
  if (res.status !== status) throw new Error(`${passo}: ${res.status} ${await res.text()}`)
  return res
}

/** Signs `user` in through the API; answers the session cookie and the user's id. */
async function entrar(user: { email: string; senha: string }) {
  const res = await conferir(
    await fetch(api('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, senha: user.senha }),
    }),
    'login',
  )
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const { usuario } = (await res.json()) as { usuario: { id_usuario: number } }
  return { cookie, idUsuario: usuario.id_usuario }
}

/** The consent the seller would give on the simulator's page, then Mercado Pago's return. */
async function conectarMercadoPago(cookie: string, apelido: string) {
  const autorizar = await conferir(
    await fetch(api('/api/auth/mercadopago/authorize'), { method: 'POST', headers: { cookie } }),
    'autorizar',
  )
  const { authUrl } = (await autorizar.json()) as { authUrl: string }
  const consentimento = new URL(authUrl)
  const form = new URLSearchParams(consentimento.searchParams)
  form.set('decision', 'allow')
  form.set('nickname', `TESTUSER_${apelido}`)
  form.set('email', `${apelido.toLowerCase()}@testuser.com`)
  form.set('password', 'teste123')
  const volta = await conferir(
    await fetch(`${consentimento.origin}${consentimento.pathname}`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    }),
    'consentimento',
    302,
  )
  const retorno = await conferir(
    await fetch(volta.headers.get('location') ?? '', { headers: { cookie }, redirect: 'manual' }),
    'retorno',
    302,
  )
  const resultado = retorno.headers.get('location') ?? ''
  if (!resultado.endsWith('/mercadopago-conectado?sucesso=true')) throw new Error(`conexão: ${resultado}`)
}

/**
 * What the seller tells at 'Pronto para entrega' for the order's mode (decision 029): a tracking code,
 * pickup instructions or a delivery window; nothing for an order without a mode. `pedido` is the
 * order's detail (GET /api/pedidos/{id}).
 */
export function informacaoDeEntrega(pedido: { entrega?: { modo: ModoEntrega } | null }) {
  return pedido.entrega ? EXEMPLO_ACOMPANHAMENTO[pedido.entrega.modo] : {}
}

/** Shipping only, R$ 15,00 to the Southeast: an order of the seller's goes to the buyer's address. */
export const SO_ENVIO = {
  retirada: { ativa: false },
  entrega_local: { ativa: false },
  envio: { ativa: true, taxas: { sudeste: '15,00' }, prazo_postagem_dias: 2 },
}

/** Replaces the delivery settings of `vendedor` (signed in here), as the /entrega page saves them. */
export async function configurarEntrega(vendedor: { email: string; senha: string }, configuracao: unknown) {
  const { cookie, idUsuario } = await entrar(vendedor)
  await conferir(
    await fetch(api(`/api/vendedores/${idUsuario}/entrega`), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(configuracao),
    }),
    'formas de entrega',
  )
}

/** Pickup at the atelier, the seller's only delivery mode: no fee on any order (publishing needs one). */
async function comRetirada(cookie: string, idUsuario: number) {
  await conferir(
    await fetch(api(`/api/vendedores/${idUsuario}/entrega`), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(RETIRADA_PADRAO),
    }),
    'formas de entrega',
  )
}

export interface VendedorProprio {
  vendedor: { nome: string; email: string; senha: string }
  idVendedor: number
  idAnuncio: number
  produto: { nome: string; preco: number }
}

/** A new seller with one padrão listing of a product at `preco` reais (e.g. 87.35). */
export async function vendedorComAnuncio(preco: number): Promise<VendedorProprio> {
  const vendedor = await createUser(['vendedor'])
  const { cookie, idUsuario } = await entrar(vendedor)
  await conectarMercadoPago(cookie, `VENDEDOR_${idUsuario}`)
  await comRetirada(cookie, idUsuario)

  const materia = await conferir(
    await fetch(api('/api/materias-primas'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        nome_materia_prima: 'Retalho de feltro',
        descricao: 'Sobras de feltro de oficina, separadas por cor.',
        unidade_medida: 'unidade',
      }),
    }),
    'matéria-prima',
    201,
  )
  const { id_materia_prima } = (await materia.json()) as { id_materia_prima: number }

  // Plain words only: every word of a listing joins the catalogue's typo list (decision 014).
  const nome = 'Porta-chaves de feltro'
  const foto = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8d6e63' } })
    .png()
    .toBuffer()
  const campos = new FormData()
  campos.set('nome', nome)
  campos.set('descricao', 'Porta-chaves costurado à mão com sobras de feltro.')
  campos.set('preco', preco.toFixed(2).replace('.', ','))
  campos.set('materias_primas', JSON.stringify([id_materia_prima]))
  campos.set('categoria', 'moda_acessorios')
  campos.set('imagem', new Blob([foto], { type: 'image/png' }), 'porta-chaves.png')
  const produto = await conferir(
    await fetch(api('/api/produtos'), { method: 'POST', headers: { cookie }, body: campos }),
    'produto',
    201,
  )
  const { id_produto } = (await produto.json()) as { id_produto: number }

  const anuncio = await conferir(
    await fetch(api('/api/anuncios'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        id_produto,
        descricao: 'Pronto para envio, embalado sem plástico.',
        forma_de_pagamento: 'padrao',
      }),
    }),
    'anúncio',
    201,
  )
  const { id_anuncio } = (await anuncio.json()) as { id_anuncio: number }
  return { vendedor, idVendedor: idUsuario, idAnuncio: id_anuncio, produto: { nome, preco } }
}
