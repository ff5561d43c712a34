/**
 * The delivery options a seller's settings offer for one destination (decision 029): pickup always
 * serves, local delivery serves the cities listed, shipping serves the regions with a fee. What the
 * cart and buy now offer, what the checkout checks again, and what the order keeps.
 */
import type { EntregaVendedorDados } from './entrega.ts'
import { REGIAO_DA_UF } from './entrega.ts'
import { idSchema } from './id.ts'
import { centavosToReais } from './preco.ts'
import { z } from './zod.ts'

export const MODOS_ENTREGA = ['retirada', 'entrega_local', 'envio'] as const
export type ModoEntrega = (typeof MODOS_ENTREGA)[number]

export const MODO_ENTREGA_NOME: Record<ModoEntrega, string> = {
  retirada: 'Retirada no ateliê',
  entrega_local: 'Entrega local',
  envio: 'Envio pelos Correios/transportadora',
}

export const ENTREGA_OPCOES_MSG = {
  modoInvalido: 'Forma de entrega inválida.',
  vendedorInvalido: 'Vendedor inválido.',
  naoAtende: (vendedor: string) =>
    `${vendedor} não entrega no endereço escolhido. Escolha outro endereço ou outra forma de entrega.`,
  semOpcao: (vendedor: string) =>
    `${vendedor} não entrega no endereço escolhido. Escolha outro endereço ou remova os produtos desse vendedor.`,
  semEndereco: 'Escolha um endereço de entrega ou a retirada no ateliê.',
  escolhasInvalidas: 'Informe no máximo uma forma de entrega por vendedor do carrinho.',
  vendedorRepetido: 'Escolha uma única forma de entrega para cada vendedor.',
  vendedorForaDoCarrinho: 'Forma de entrega escolhida para um vendedor que não está no carrinho.',
} as const

/** Where an order goes: enough of an address to know which options serve it. */
export interface Destino {
  cidade: string
  uf: string
}

/** One way a seller can deliver to a destination: its fee in centavos and its time in days. */
export interface OpcaoEntrega {
  modo: ModoEntrega
  taxa_centavos: number
  /** Days to deliver (local delivery) or to post (shipping); null for pickup (when ready). */
  prazo_dias: number | null
}

/** 'São Paulo', 'sao paulo ' and 'SÃO  PAULO' are one city. */
const cidadeChave = (cidade: string) =>
  cidade.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase()

const mesmaCidade = (a: Destino, b: Destino) =>
  a.uf === b.uf && cidadeChave(a.cidade) === cidadeChave(b.cidade)

/**
 * The options that serve `destino` (null: no address, so only pickup), in a fixed order: pickup,
 * local delivery, shipping.
 */
export function opcoesDeEntrega(config: EntregaVendedorDados, destino: Destino | null): OpcaoEntrega[] {
  const opcoes: OpcaoEntrega[] = []
  if (config.retirada.ativa) opcoes.push({ modo: 'retirada', taxa_centavos: 0, prazo_dias: null })
  if (!destino) return opcoes
  const local = config.entrega_local
  if (local.ativa && local.taxa !== null && local.cidades.some((c) => mesmaCidade(c, destino)))
    opcoes.push({ modo: 'entrega_local', taxa_centavos: local.taxa, prazo_dias: local.prazo_dias })
  const regiao = REGIAO_DA_UF[destino.uf as keyof typeof REGIAO_DA_UF]
  const taxaEnvio = regiao ? config.envio.taxas[regiao] : null
  if (config.envio.ativa && taxaEnvio !== null && taxaEnvio !== undefined)
    opcoes.push({ modo: 'envio', taxa_centavos: taxaEnvio, prazo_dias: config.envio.prazo_postagem_dias })
  return opcoes
}

/** The option a client that names none gets: the cheapest, pickup first on a tie. */
export function opcaoPadrao(opcoes: readonly OpcaoEntrega[]): OpcaoEntrega | null {
  return opcoes.reduce<OpcaoEntrega | null>(
    (melhor, o) => (melhor === null || o.taxa_centavos < melhor.taxa_centavos ? o : melhor),
    null,
  )
}

/** 'Postagem em até 3 dias', 'Entrega em até 2 dias', 'Retire quando o pedido estiver pronto'. */
export function prazoEntregaTexto(modo: ModoEntrega, dias: number | null): string {
  if (modo === 'retirada' || dias === null) return 'Retire quando o pedido estiver pronto'
  const prazo = dias === 0 ? 'no mesmo dia' : `em até ${dias} ${dias === 1 ? 'dia' : 'dias'}`
  return modo === 'envio' ? `Postagem ${prazo}` : `Entrega ${prazo}`
}

export const modoEntregaSchema = z.enum(MODOS_ENTREGA, { error: ENTREGA_OPCOES_MSG.modoInvalido })

/** A buyer's choice for one seller's order (the cart) or for the one order of buy now. */
export const EscolhaEntregaSchema = z.object({
  id_vendedor: idSchema(ENTREGA_OPCOES_MSG.vendedorInvalido),
  modo: modoEntregaSchema,
})
export type EscolhaEntrega = z.output<typeof EscolhaEntregaSchema>

/** One option as the API answers it (fee in reais). */
export const OpcaoEntregaResponse = z.object({
  modo: z.enum(MODOS_ENTREGA),
  taxa: z.number(),
  prazo_dias: z.number().int().nullable(),
})
export type OpcaoEntregaView = z.infer<typeof OpcaoEntregaResponse>

export function toOpcaoEntrega(o: OpcaoEntrega): OpcaoEntregaView {
  return { modo: o.modo, taxa: centavosToReais(o.taxa_centavos), prazo_dias: o.prazo_dias }
}
