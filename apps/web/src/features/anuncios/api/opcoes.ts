import { conversoesKeys, produtosKeys } from '../../../lib/query-keys.ts'
import { consultaDoVendedor } from '../../../lib/recurso-api.ts'
import { allPages } from './all-pages.ts'
import type { Anuncio } from './anuncio.ts'

export type ConversaoOpcao = NonNullable<Anuncio['conversao']>
export type ProdutoOpcao = Anuncio['produto']

/**
 * GET /conversoes/usuario/{id}?status=ativa, every page: the conversions a listing may use. Under the
 * conversions' root key, so their changes refresh the choices.
 */
export const { useConsulta: useConversoesAtivas } = consultaDoVendedor(conversoesKeys.ativas, (idUsuario) =>
  allPages<ConversaoOpcao>(`/conversoes/usuario/${idUsuario}`, { status: 'ativa' }),
)

/**
 * GET /produtos/usuario/{id}?status=ativo, every page: the products a listing may offer. Under the
 * products' root key, so their changes refresh the choices.
 */
export const { useConsulta: useProdutosAtivos } = consultaDoVendedor(produtosKeys.ativos, (idUsuario) =>
  allPages<ProdutoOpcao>(`/produtos/usuario/${idUsuario}`, { status: 'ativo' }),
)
