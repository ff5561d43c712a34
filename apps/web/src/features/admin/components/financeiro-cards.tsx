import { displayCentavos, formatDateTime } from '@recria/domain/format'
import type {
  DivergenciaItem,
  NotificacaoFalhaItem,
  PagamentoContestadoItem,
  ReembolsoFalhoItem,
} from '@recria/domain/operador-financeiro'
import { STATUS_PAGAMENTO_LABELS, toCentavos } from '@recria/domain/pagamento'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button.tsx'

// The items of the Financeiro page (decision 025): what happened, when, what to do, and its button.

/** Reais as the API answers them, shown in BRL. */
export const reais = (valor: number) => displayCentavos(toCentavos(valor))

interface CardProps {
  titulo: string
  tituloId: string
  data: string
  linhas: ReactNode
  proximoPasso: string
  botao: ReactNode
}

function Card({ titulo, tituloId, data, linhas, proximoPasso, botao }: CardProps) {
  return (
    <li>
      <article aria-labelledby={tituloId} className="rounded-xl border border-stone-200 bg-white p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={tituloId} className="font-semibold break-words text-stone-900">
            {titulo}
          </h3>
          <time dateTime={data} className="text-sm text-stone-600">
            {formatDateTime(data)}
          </time>
        </div>
        <div className="mt-1 text-sm break-words text-stone-700">{linhas}</div>
        <p className="mt-2 text-sm text-stone-800">
          <span className="font-medium">O que fazer:</span> {proximoPasso}
        </p>
        <div className="mt-3">{botao}</div>
      </article>
    </li>
  )
}

export function ReembolsoCard({ item: r, onReenviar }: { item: ReembolsoFalhoItem; onReenviar: () => void }) {
  const id = `reembolso-${r.id_reembolso}`
  return (
    <Card
      titulo={`Reembolso #${r.id_reembolso} · Pedido #${r.id_pedido} · ${reais(r.valor)}`}
      tituloId={id}
      data={r.data_atualizacao}
      linhas={
        <>
          <p>{`${r.comprador} (comprador) · ${r.vendedor} (vendedor) · pagamento ${r.mercado_pago_payment_id}`}</p>
          <p>{`Falhou após ${r.tentativas} ${r.tentativas === 1 ? 'tentativa' : 'tentativas'}. Último erro: ${r.ultimo_erro ?? '—'}`}</p>
        </>
      }
      proximoPasso={r.proximo_passo}
      botao={
        <Button size="sm" onClick={onReenviar} aria-describedby={id}>
          Reenviar
        </Button>
      }
    />
  )
}

/** A card whose pending item the operator marks as resolved. */
interface ResolverProps<T> {
  item: T
  onResolver: () => void
}

function ResolverBotao({ onClick, descritoPor }: { onClick: () => void; descritoPor: string }) {
  return (
    <Button size="sm" variant="secondary" onClick={onClick} aria-describedby={descritoPor}>
      Marcar como resolvido
    </Button>
  )
}

export function PagamentoCard({ item: p, onResolver }: ResolverProps<PagamentoContestadoItem>) {
  const id = `pagamento-${p.id_pagamento}`
  return (
    <Card
      titulo={`Pagamento ${p.mercado_pago_payment_id} · Pedido #${p.id_pedido} · ${reais(p.valor)}`}
      tituloId={id}
      data={p.data_atualizacao}
      linhas={
        <p>
          <span className="font-medium">{STATUS_PAGAMENTO_LABELS[p.status]}</span>
          {` · ${p.comprador} (comprador) · ${p.vendedor} (vendedor)`}
        </p>
      }
      proximoPasso={p.proximo_passo}
      botao={<ResolverBotao onClick={onResolver} descritoPor={id} />}
    />
  )
}

export function NotificacaoCard({ item: n, onResolver }: ResolverProps<NotificacaoFalhaItem>) {
  const id = `notificacao-${n.id_evento}`
  return (
    <Card
      titulo={`Notificação ${n.tipo} ${n.data_id}${n.acao_mp ? ` (${n.acao_mp})` : ''}`}
      tituloId={id}
      data={n.recebido_em}
      linhas={
        <>
          <p>{`Erro: ${n.erro}`}</p>
          {n.eventos > 1 && <p>{`${n.eventos} notificações sobre o mesmo recurso falharam.`}</p>}
        </>
      }
      proximoPasso={n.proximo_passo}
      botao={<ResolverBotao onClick={onResolver} descritoPor={id} />}
    />
  )
}

export function DivergenciaCard({ item: d, onResolver }: ResolverProps<DivergenciaItem>) {
  const id = `divergencia-${d.id_divergencia}`
  return (
    <Card
      titulo={`Divergência #${d.id_divergencia} · ${d.regra}`}
      tituloId={id}
      data={d.data_ultima}
      linhas={
        <>
          <p>{d.descricao}</p>
          <p className="text-stone-600">{`Vista pela primeira vez em ${formatDateTime(d.data_primeira)}.`}</p>
        </>
      }
      proximoPasso={d.proximo_passo}
      botao={<ResolverBotao onClick={onResolver} descritoPor={id} />}
    />
  )
}
