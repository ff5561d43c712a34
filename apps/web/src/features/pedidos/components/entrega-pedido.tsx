import { textoDadoOculto } from '@recria/domain/dados-privados'
import { MODO_ENTREGA_NOME, prazoEntregaTexto } from '@recria/domain/entrega-opcoes'
import type { AcompanhamentoEntrega, RetiradaDoPedido } from '@recria/domain/entrega-pedido'
import { displayBRL } from '@recria/domain/format'
import { maskCep } from '@recria/domain/masks'
import type { PedidoDetalheResponse } from '@recria/domain/pedidos-consulta'
import { type DetailItem, DetailList } from '../../../components/ui/detail-list.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { EnderecoEntregaInfo } from './endereco-entrega-info.tsx'

function LocalRetirada({ retirada }: { retirada: RetiradaDoPedido }) {
  const e = retirada.endereco
  return (
    <address className="not-italic">
      <span className="block">
        {`${e.logradouro}, ${e.numero}`}
        {e.complemento ? ` - ${e.complemento}` : ''}
      </span>
      <span className="block">{`${e.bairro} - ${e.cidade}/${e.uf}`}</span>
      <span className="block">{`CEP ${maskCep(e.cep)}`}</span>
      <span className="block text-stone-600">{`Horário: ${retirada.horario}`}</span>
    </address>
  )
}

/** What the seller told at 'Pronto para entrega', in the words of its mode. */
function acompanhamentoItens(a: AcompanhamentoEntrega): DetailItem[] {
  switch (a.modo) {
    case 'envio':
      return [
        {
          label: 'Código de rastreio',
          value: (
            <span>
              <strong className="font-mono tracking-wide">{a.codigo_rastreio}</strong>
              {a.transportadora ? ` (${a.transportadora})` : ''}
            </span>
          ),
        },
      ]
    case 'retirada':
      return [{ label: 'Instruções de retirada', value: a.instrucoes }]
    case 'entrega_local':
      return [{ label: 'Janela de entrega', value: a.janela }]
  }
}

export interface EntregaPedidoProps {
  pedido: PedidoDetalheResponse
  lado: 'comprador' | 'vendedor'
}

/**
 * 'Entrega' on both order pages (decision 029): the mode, its fee and time, where it is picked up (to
 * the buyer while the order shows private data, decision 041), what the seller added when it was
 * ready, and the money: items + delivery = total; beside it, the delivery address card (not for a
 * pickup), saying why when the seller may not read it. Orders made before delivery modes keep their
 * address card alone.
 */
export function EntregaPedido({ pedido, lado }: EntregaPedidoProps) {
  const entrega = pedido.entrega
  // The seller reads the buyer's address only while the order shows it; a buyer always reads theirs.
  const enderecoOculto =
    lado === 'vendedor' && pedido.endereco_entrega === null
      ? textoDadoOculto(pedido.dados_privados, 'O endereço de entrega')
      : undefined
  const endereco = <EnderecoEntregaInfo endereco={pedido.endereco_entrega} oculto={enderecoOculto} />
  if (!entrega) return endereco
  const itens = Math.round((pedido.valor_total - entrega.taxa) * 100) / 100
  const local: DetailItem[] =
    entrega.modo === 'retirada'
      ? [
          {
            label: 'Local de retirada',
            value: entrega.retirada ? (
              <LocalRetirada retirada={entrega.retirada} />
            ) : (
              <span className="text-stone-600">
                {(lado === 'comprador' && textoDadoOculto(pedido.dados_privados, 'O endereço de retirada')) ||
                  'Não informado.'}
              </span>
            ),
          },
        ]
      : []
  const pronto = entrega.acompanhamento ? acompanhamentoItens(entrega.acompanhamento) : []
  return (
    <>
      <SectionCard id="pedido-entrega" title="Entrega">
        <DetailList
          items={[
            { label: 'Forma de entrega', value: MODO_ENTREGA_NOME[entrega.modo] },
            { label: 'Prazo', value: prazoEntregaTexto(entrega.modo, entrega.prazo_dias) },
            ...local,
            ...pronto,
            { label: 'Itens', value: displayBRL(itens) },
            { label: 'Entrega', value: entrega.taxa === 0 ? 'Grátis' : displayBRL(entrega.taxa) },
            { label: 'Total', value: <strong>{displayBRL(pedido.valor_total)}</strong> },
          ]}
        />
      </SectionCard>
      {/* Where it goes, beside how: a pickup has no delivery address. */}
      {entrega.modo !== 'retirada' && endereco}
    </>
  )
}
