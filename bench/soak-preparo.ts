// The soak's people, made through the API as they would make themselves: sellers registered, connected
// to a Mercado Pago simulator account (the consent page posted as the seller would) and publishing
// listings (two padrão, one sustentável); buyers signed up and signed in.
import { clampCredits, creditRange, creditStep, valorSustentavelCentavos } from '@recria/domain/creditos'
import sharp from 'sharp'
import { mapLimit } from '../apps/api/src/lib/concurrency.ts'
import { type Conta, novaConta, novosCompradores } from './contas.ts'

export interface Oferta {
  id_anuncio: number
  id_produto: number
  forma: 'padrao' | 'sustentavel'
  vendedor: number
}

// Plain words only: every word of a listing joins the catalogue's typo list (decision 014).
const PRODUTOS = [
  'Bolsa de lona reciclada',
  'Vaso de garrafa pet',
  'Luminária de lata',
  'Tapete de retalhos',
  'Caderno de papel reciclado',
  'Almofada de retalhos',
  'Cesto de jornal trançado',
  'Chaveiro de feltro',
  'Carteira de banner',
  'Porta-lápis de madeira',
]
export const BUSCAS = [
  'bolsa',
  'vaso',
  'luminaria',
  'tapete',
  'caderno',
  'retalhos',
  'feltro',
  'lona',
  'cesto',
  'reciclado',
]

/** Credits per bottle of the sellers' one conversion. */
const MULTIPLICADOR = 2

async function conferir(res: Response, passo: string, status = 200) {
  if (res.status !== status) throw new Error(`${passo}: ${res.status} ${await res.text()}`)
  return res
}

export function preparo(base: string) {
  const enviar = async (caminho: string, cookie: string, body: unknown, passo: string, status = 201) => {
    const res = await fetch(`${base}${caminho}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    })
    return (await conferir(res, passo, status)).json() as Promise<Record<string, number>>
  }

  /** The consent the seller gives on the simulator's page, then Mercado Pago's return to Recria. */
  async function conectarMercadoPago(cookie: string, apelido: string) {
    const autorizar = await conferir(
      await fetch(`${base}/api/auth/mercadopago/authorize`, { method: 'POST', headers: { cookie } }),
      'autorizar',
    )
    const consentimento = new URL(((await autorizar.json()) as { authUrl: string }).authUrl)
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

  async function vendedor(n: number, foto: Buffer): Promise<{ conta: Conta; ofertas: Oferta[] }> {
    const { id, cookie } = await novaConta(base, { perfil: 'vendedor', nome: `Ateliê Recria ${n + 1}` })
    await conectarMercadoPago(cookie, `VENDEDOR_${id}`)
    const { id_materia_prima } = await enviar(
      '/api/materias-primas',
      cookie,
      {
        nome_materia_prima: 'Garrafa PET',
        descricao: 'Garrafas PET limpas, sem rótulo.',
        unidade_medida: 'unidade',
      },
      'matéria-prima',
    )
    const { id_conversao } = await enviar(
      '/api/conversoes',
      cookie,
      { valor_multiplicavel: MULTIPLICADOR, id_materia_prima },
      'conversão',
    )
    const ofertas: Oferta[] = []
    for (let k = 0; k < 3; k++) {
      const nome = PRODUTOS[(n + k * 3) % PRODUTOS.length] as string
      const preco = 20 + ((n * 7 + k * 13) % 80) + ((n + k) % 100) / 100
      const campos = new FormData()
      campos.set('nome', nome)
      campos.set('descricao', `${nome}, feito à mão com material reaproveitado.`)
      campos.set('preco', preco.toFixed(2).replace('.', ','))
      campos.set('materias_primas', JSON.stringify([id_materia_prima]))
      campos.set('imagem', new Blob([new Uint8Array(foto)], { type: 'image/png' }), 'produto.png')
      const produto = await conferir(
        await fetch(`${base}/api/produtos`, { method: 'POST', headers: { cookie }, body: campos }),
        'produto',
        201,
      )
      const { id_produto } = (await produto.json()) as { id_produto: number }
      const forma = k === 2 ? 'sustentavel' : 'padrao'
      // Credits in the middle of what the price allows (8%–35% off), a whole number of bottles.
      const centavos = Math.round(preco * 100)
      const faixa = creditRange(centavos, MULTIPLICADOR, 'unidade')
      if (!faixa) throw new Error(`preço ${preco} sem créditos possíveis`)
      const creditos = clampCredits((faixa.min + faixa.max) / 2, faixa, creditStep(MULTIPLICADOR, 'unidade'))
      const sustentavel = {
        creditos_aceitos: creditos,
        id_conversao,
        id_materia_prima,
        valor_conversao: valorSustentavelCentavos(centavos, creditos, MULTIPLICADOR) / 100,
      }
      const { id_anuncio } = await enviar(
        '/api/anuncios',
        cookie,
        {
          id_produto,
          descricao: 'Pronto para envio, embalado sem plástico.',
          forma_de_pagamento: forma,
          ...(forma === 'sustentavel' && sustentavel),
        },
        'anúncio',
      )
      ofertas.push({ id_anuncio: id_anuncio as number, id_produto, forma, vendedor: id })
    }
    return { conta: { id, cookie }, ofertas }
  }

  return {
    /** `n` sellers ready to sell, with their listings. */
    async vendedores(n: number) {
      const foto = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8d6e63' } })
        .png()
        .toBuffer()
      return mapLimit(
        Array.from({ length: n }, (_, i) => i),
        4,
        (i) => vendedor(i, foto),
      )
    },
    /** `n` buyers signed up and signed in. */
    compradores: (n: number) => novosCompradores(base, n),
  }
}
