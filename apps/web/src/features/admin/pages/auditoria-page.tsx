import { formatDateTime } from '@recria/domain/format'
import { ACOES_OPERADOR, ALVOS_OPERADOR, OPERADOR_MSG } from '@recria/domain/operador'
import { useState } from 'react'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useAuditoria } from '../api/get-auditoria.ts'

/** /admin/auditoria: every operator action, newest first; read-only (nobody edits the log). */
export default function AuditoriaPage() {
  const [page, setPage] = useState(1)
  const { data, isPending, isError } = useAuditoria(page)

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Auditoria">
        <p className="text-stone-600">Cada ação da equipe de operação: quem, quando, o quê e por quê.</p>
      </PageHeader>
      {isPending && <PageLoading />}
      <FormAlert message={isError ? OPERADOR_MSG.erroCarregarAuditoria : null} />
      {data && data.itens.length === 0 && <EmptyState title={OPERADOR_MSG.auditoriaVazia} />}
      {data && data.itens.length > 0 && (
        <>
          <ol aria-label="Registro de ações" className="flex flex-col gap-3">
            {data.itens.map((item) => (
              <li key={item.id_registro} className="rounded-xl border border-stone-200 bg-white p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold text-stone-900">{ACOES_OPERADOR[item.acao]}</p>
                  <time dateTime={item.data_criacao} className="text-sm text-stone-600">
                    {formatDateTime(item.data_criacao)}
                  </time>
                </div>
                <p className="text-sm text-stone-700">
                  {ALVOS_OPERADOR[item.alvo_tipo]} #{item.alvo_id} · por {item.nome_operador}
                </p>
                <p className="mt-2 text-sm text-stone-800">
                  <span className="font-medium">Motivo:</span> {item.motivo}
                </p>
              </li>
            ))}
          </ol>
          <Pagination page={data.pagina} totalPages={data.total_paginas} onPageChange={setPage} />
        </>
      )}
    </div>
  )
}
