import type { CarrinhoResponse } from '@recria/domain/carrinho'
import { ENTREGA_OPCOES_MSG, type EscolhaEntrega, type ModoEntrega } from '@recria/domain/entrega-opcoes'
import { useEffect, useState } from 'react'
import { useEnderecos } from '../../../components/enderecos/enderecos-api.ts'
import { type OpcaoEntregaView, useOpcoesEntregaCarrinho } from '../../../components/entrega/entrega-api.ts'
import { opcaoEscolhida, taxaTotalCentavos } from '../../../components/entrega/escolhas.ts'
import { porVendedor } from './por-vendedor.ts'

export const ENTREGA_CARREGANDO = 'Carregando formas de entrega...'
export const ENTREGA_ERRO = 'Não foi possível carregar as formas de entrega.'

/** One seller's delivery in the drawer: its options (undefined while unknown) and the one in effect. */
export interface EntregaDoVendedor {
  opcoes: readonly OpcaoEntregaView[] | undefined
  opcao: OpcaoEntregaView | null
}

export interface EntregaCarrinho {
  idEndereco: number | undefined
  setIdEndereco: (id: number | undefined) => void
  doVendedor: (idVendedor: number) => EntregaDoVendedor
  escolher: (idVendedor: number, modo: ModoEntrega) => void
  carregando: boolean
  erro: boolean
  tentarNovamente: () => void
  /** The fees of the choices in effect, in centavos. */
  taxaCentavos: number
  /** One choice per seller, as the checkout sends them. */
  entregas: EscolhaEntrega[]
  /** Why the checkout cannot go on yet (null: it can). */
  bloqueio: string | null
}

/**
 * The drawer's delivery (decision 029): the address chosen, each seller's options for it and the
 * buyer's pick per seller. A pick the new address no longer offers falls back to the cheapest
 * option (pickup first); a seller with no option blocks the checkout, saying why.
 */
export function useEntregaCarrinho(idUsuario: number, carrinho: CarrinhoResponse): EntregaCarrinho {
  const [idEndereco, setIdEndereco] = useState<number | undefined>()
  const [escolhidos, setEscolhidos] = useState<Record<number, ModoEntrega>>({})
  const enderecos = useEnderecos()
  const grupos = porVendedor(carrinho.itens)
  // Part of the options' key (compared by value): another seller's items ask again.
  const ids = grupos.map((g) => g.vendedor.id_usuario)
  // The chooser picks the principal address once the list arrives; ask for its options only then.
  const enderecoPronto =
    enderecos.isError ||
    (enderecos.data !== undefined && (enderecos.data.length === 0 || idEndereco !== undefined))
  const consulta = useOpcoesEntregaCarrinho(idUsuario, idEndereco, ids, enderecoPronto && ids.length > 0)
  const atual = consulta.isPlaceholderData ? undefined : consulta.data
  const carregando = !atual && !consulta.isError
  const erro = !atual && consulta.isError
  // A pick the new address does not offer is forgotten: it does not come back with another address.
  useEffect(() => {
    if (!atual) return
    setEscolhidos((antes) => {
      const oferecido = ([id, modo]: [string, ModoEntrega]) =>
        atual.vendedores.some((v) => v.id_vendedor === Number(id) && v.opcoes.some((o) => o.modo === modo))
      const mantidos = Object.entries(antes).filter(oferecido)
      return mantidos.length === Object.keys(antes).length ? antes : Object.fromEntries(mantidos)
    })
  }, [atual])

  const doVendedor = (idVendedor: number): EntregaDoVendedor => {
    const opcoes = atual?.vendedores.find((v) => v.id_vendedor === idVendedor)?.opcoes
    return { opcoes, opcao: opcoes ? opcaoEscolhida(opcoes, escolhidos[idVendedor]) : null }
  }
  const escolhas = grupos.map((g) => ({
    id_vendedor: g.vendedor.id_usuario,
    nome_vendedor: g.vendedor.nome,
    ...doVendedor(g.vendedor.id_usuario),
  }))
  const semOpcao = escolhas.find((e) => e.opcoes !== undefined && e.opcao === null)
  const bloqueio = carregando
    ? ENTREGA_CARREGANDO
    : erro
      ? ENTREGA_ERRO
      : semOpcao
        ? ENTREGA_OPCOES_MSG.semOpcao(semOpcao.nome_vendedor)
        : escolhas.some((e) => e.opcoes === undefined)
          ? ENTREGA_CARREGANDO
          : null

  return {
    idEndereco,
    setIdEndereco,
    doVendedor,
    escolher: (idVendedor, modo) => setEscolhidos((atuais) => ({ ...atuais, [idVendedor]: modo })),
    carregando,
    erro,
    tentarNovamente: () => void consulta.refetch(),
    taxaCentavos: taxaTotalCentavos(escolhas),
    entregas: escolhas.flatMap((e) => (e.opcao ? [{ id_vendedor: e.id_vendedor, modo: e.opcao.modo }] : [])),
    bloqueio,
  }
}
