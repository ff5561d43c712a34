import { formatDateTime } from '@recria/domain/format'
import {
  FINANCEIRO_MSG,
  type ReembolsoFalhoItem,
  type TipoPendencia,
} from '@recria/domain/operador-financeiro'
import { STATUS_PAGAMENTO_LABELS } from '@recria/domain/pagamento'
import { type ReactNode, useState } from 'react'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { type FinanceiroParams, useFinanceiro } from '../api/get-financeiro.ts'
import { useReenviarReembolso } from '../api/reenviar-reembolso.ts'
import { useResolverPendencia } from '../api/resolver-pendencia.ts'
import {
  DivergenciaCard,
  NotificacaoCard,
  PagamentoCard,
  ReembolsoCard,
  reais,
} from '../components/financeiro-cards.tsx'
import { type AcaoComMotivo, MotivoDialog } from '../components/motivo-dialog.tsx'

const ERRO_ACAO = 'Não foi possível concluir a ação. Tente novamente.'

/**
 * /admin/financeiro: the money that needs a person, in four lists (decision 025) — refunds Mercado
 * Pago failed (re-send), payments contested there, notifications that failed for good and the
 * reconciliation's discrepancies (mark as resolved) — every action with a reason.
 */
export default function FinanceiroPage() {
  const [paginas, setPaginas] = useState<FinanceiroParams>({
    pagina_reembolsos: 1,
    pagina_pagamentos: 1,
    pagina_notificacoes: 1,
    pagina_divergencias: 1,
  })
  const [acao, setAcao] = useState<AcaoComMotivo | null>(null)
  const { data, isPending, isError } = useFinanceiro(paginas)
  const reenviar = useReenviarReembolso()
  const resolver = useResolverPendencia()

  const irPara = (lista: keyof FinanceiroParams) => (pagina: number) =>
    setPaginas((atual) => ({ ...atual, [lista]: pagina }))

  /** A list's id, its page of records and the change of its page. */
  const secao = <L extends 'reembolsos' | 'pagamentos' | 'notificacoes' | 'divergencias'>(id: L) => ({
    id,
    lista: (data as NonNullable<typeof data>)[id],
    onPage: irPara(`pagina_${id}`),
  })
  const reenviarReembolso = (r: ReembolsoFalhoItem) =>
    setAcao({
      titulo: `Reenviar reembolso #${r.id_reembolso}`,
      descricao: `Pedido #${r.id_pedido}: ${reais(r.valor)} de volta a ${r.comprador}. O reembolso volta à fila com a mesma chave; o Mercado Pago devolve no máximo uma vez.`,
      confirmar: 'Reenviar',
      erro: ERRO_ACAO,
      executar: async (motivo) =>
        (await reenviar.mutateAsync({ idReembolso: r.id_reembolso, motivo })).mensagem,
    })
  const marcarResolvido = (tipo: TipoPendencia, id: number, titulo: string, descricao: string) =>
    setAcao({
      titulo,
      descricao,
      confirmar: 'Marcar como resolvido',
      erro: ERRO_ACAO,
      executar: async (motivo) => (await resolver.mutateAsync({ tipo, id, motivo })).mensagem,
    })

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Financeiro">
        <p className="text-stone-600">
          Dinheiro que precisa de uma pessoa: reembolsos que falharam, pagamentos contestados, notificações do
          Mercado Pago que falharam e divergências da conciliação.
        </p>
      </PageHeader>
      {isPending && <PageLoading label="Carregando pendências financeiras..." />}
      <FormAlert message={isError ? FINANCEIRO_MSG.erroCarregar : null} />
      {data && (
        <div className="flex flex-col gap-8">
          <Secao titulo="Reembolsos que falharam" {...secao('reembolsos')}>
            {data.reembolsos.itens.map((r) => (
              <ReembolsoCard key={r.id_reembolso} item={r} onReenviar={() => reenviarReembolso(r)} />
            ))}
          </Secao>
          <Secao titulo="Pagamentos contestados" {...secao('pagamentos')}>
            {data.pagamentos.itens.map((p) => (
              <PagamentoCard
                key={p.id_pagamento}
                item={p}
                onResolver={() =>
                  marcarResolvido(
                    'pagamento',
                    p.id_pagamento,
                    `Resolver pagamento ${p.mercado_pago_payment_id}`,
                    `Pedido #${p.id_pedido}, ${STATUS_PAGAMENTO_LABELS[p.status].toLowerCase()}: sai da lista até o Mercado Pago mudar o status de novo.`,
                  )
                }
              />
            ))}
          </Secao>
          <Secao titulo="Notificações do Mercado Pago que falharam" {...secao('notificacoes')}>
            {data.notificacoes.itens.map((n) => (
              <NotificacaoCard
                key={n.id_evento}
                item={n}
                onResolver={() =>
                  marcarResolvido(
                    'notificacao_mp',
                    n.id_evento,
                    `Resolver notificação ${n.tipo} ${n.data_id}`,
                    'A notificação sai da lista; uma nova falha sobre o mesmo recurso volta a aparecer.',
                  )
                }
              />
            ))}
          </Secao>
          <Secao
            titulo="Divergências da conciliação"
            {...secao('divergencias')}
            nota={`Conciliação feita em ${formatDateTime(data.conciliado_em)}.`}
          >
            {data.divergencias.itens.map((d) => (
              <DivergenciaCard
                key={d.id_divergencia}
                item={d}
                onResolver={() =>
                  marcarResolvido(
                    'divergencia',
                    d.id_divergencia,
                    `Resolver divergência #${d.id_divergencia}`,
                    d.descricao,
                  )
                }
              />
            ))}
          </Secao>
        </div>
      )}
      <MotivoDialog acao={acao} onClose={() => setAcao(null)} />
    </div>
  )
}

interface SecaoProps {
  id: string
  titulo: string
  lista: { itens: unknown[]; total: number; pagina: number; total_paginas: number }
  onPage: (pagina: number) => void
  nota?: string
  children: ReactNode
}

/** One list: its heading with the count, its items, its pages, or 'Nada pendente aqui.'. */
function Secao({ id, titulo, lista, onPage, nota, children }: SecaoProps) {
  const cabecalho = `financeiro-${id}`
  return (
    <section aria-labelledby={cabecalho}>
      <h2 id={cabecalho} className="mb-1 flex items-center gap-2 text-lg font-semibold text-stone-900">
        {titulo}
        <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-sm font-medium text-stone-800">
          <span className="sr-only">: </span>
          {lista.total}
        </span>
      </h2>
      {nota && <p className="mb-2 text-sm text-stone-600">{nota}</p>}
      {lista.itens.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-600">
          {FINANCEIRO_MSG.vazio}
        </p>
      ) : (
        <>
          <ol aria-label={titulo} className="flex flex-col gap-3">
            {children}
          </ol>
          <Pagination page={lista.pagina} totalPages={lista.total_paginas} onPageChange={onPage} />
        </>
      )}
    </section>
  )
}
