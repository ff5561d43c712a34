import { formatDate, formatDateTime } from '@recria/domain/format'
import {
  OPERADOR_USUARIOS_MSG as MSG,
  type SituacaoConta,
  situacaoDaConta,
  type UsuarioAdminItem,
} from '@recria/domain/operador-usuarios'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useUsuariosAdmin } from '../api/get-usuarios.ts'
import { type AcaoUsuarioAlvo, AcaoUsuarioDialog } from '../components/acao-usuario-dialog.tsx'

const PERFIL_LABELS: Record<string, string> = {
  comprador: 'Comprador',
  vendedor: 'Vendedor',
  administrador: 'Operador',
}

const TONS: Record<SituacaoConta['tipo'], string> = {
  ativa: 'bg-marca-50 text-marca-800 ring-marca-600/30',
  suspensa: 'bg-red-50 text-red-800 ring-red-600/30',
  excluida: 'bg-stone-100 text-stone-700 ring-stone-400/40',
  bloqueada: 'bg-amber-50 text-amber-900 ring-amber-600/30',
}

function rotulo(situacao: SituacaoConta): string {
  if (situacao.tipo === 'excluida') return 'Excluído'
  if (situacao.tipo === 'suspensa') return 'Suspenso'
  if (situacao.tipo === 'bloqueada') return `Bloqueado até ${formatDate(situacao.ate)}`
  return 'Ativo'
}

/** The account's state in words (never the colour alone). */
function SituacaoBadge({ usuario }: { usuario: UsuarioAdminItem }) {
  const situacao = situacaoDaConta(usuario)
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONS[situacao.tipo]}`}
    >
      {rotulo(situacao)}
    </span>
  )
}

/** /admin/usuarios: find an account by name, e-mail or document; suspend or reactivate it, with a reason. */
export default function UsuariosPage() {
  const [busca, setBusca] = useState('')
  const [page, setPage] = useState(1)
  const termo = useDebouncedValue(busca, 300)
  const { data, isPending, isError } = useUsuariosAdmin({ page, busca: termo })
  const [alvo, setAlvo] = useState<AcaoUsuarioAlvo | null>(null)
  const { user } = useAuth()

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Usuários">
        <p className="text-stone-600">
          Encontre uma conta e suspenda ou reative o acesso, sempre com o motivo.
        </p>
      </PageHeader>
      <SearchInput
        value={busca}
        onChange={(value) => {
          setBusca(value)
          setPage(1)
        }}
        placeholder="Nome, e-mail ou CPF/CNPJ"
        label={MSG.buscaRotulo}
        className="mb-4"
      />
      {isPending && <PageLoading />}
      <FormAlert message={isError ? MSG.erroCarregar : null} />
      {data && data.itens.length === 0 && <EmptyState title={MSG.vazio} />}
      {data && data.itens.length > 0 && (
        <>
          <ul aria-label="Usuários encontrados" className="flex flex-col gap-3">
            {data.itens.map((usuario) => {
              const situacao = situacaoDaConta(usuario)
              const operador = usuario.perfis.includes('administrador')
              const podeSuspender =
                situacao.tipo !== 'excluida' &&
                situacao.tipo !== 'suspensa' &&
                !operador &&
                usuario.id_usuario !== user?.id_usuario
              return (
                <li key={usuario.id_usuario} className="rounded-xl border border-stone-200 bg-white p-4">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                        <span className="break-words">{usuario.nome}</span>
                        <SituacaoBadge usuario={usuario} />
                      </p>
                      <p className="break-all text-sm text-stone-700">{usuario.email}</p>
                      <p className="text-sm text-stone-600">
                        #{usuario.id_usuario} · CPF/CNPJ {usuario.cnpj_cpf} ·{' '}
                        {usuario.perfis.map((p) => PERFIL_LABELS[p] ?? p).join(', ')} · desde{' '}
                        {formatDate(usuario.criado_em)}
                      </p>
                      {situacao.tipo === 'suspensa' && usuario.suspenso_em && (
                        <p className="mt-2 text-sm text-stone-800">
                          <span className="font-medium">
                            Suspenso em {formatDateTime(usuario.suspenso_em)}:
                          </span>{' '}
                          {usuario.suspensao_motivo}
                        </p>
                      )}
                    </div>
                    {podeSuspender && <AcaoBotao usuario={usuario} acao="suspender" onAlvo={setAlvo} />}
                    {situacao.tipo === 'suspensa' && (
                      <AcaoBotao usuario={usuario} acao="reativar" onAlvo={setAlvo} />
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
          <Pagination page={data.pagina} totalPages={data.total_paginas} onPageChange={setPage} />
        </>
      )}
      <AcaoUsuarioDialog alvo={alvo} onClose={() => setAlvo(null)} />
    </div>
  )
}

const BOTOES = {
  suspender: { texto: 'Suspender', variant: 'danger' },
  reativar: { texto: 'Reativar', variant: 'secondary' },
} as const

interface AcaoBotaoProps {
  usuario: AcaoUsuarioAlvo['usuario']
  acao: AcaoUsuarioAlvo['acao']
  onAlvo: (alvo: AcaoUsuarioAlvo) => void
}

/** 'Suspender' or 'Reativar', naming the account to screen readers; it opens the action's dialog. */
function AcaoBotao({ usuario, acao, onAlvo }: AcaoBotaoProps) {
  const { texto, variant } = BOTOES[acao]
  return (
    <Button
      variant={variant}
      size="sm"
      onClick={() => onAlvo({ usuario, acao })}
      aria-label={`${texto} ${usuario.nome}`}
    >
      {texto}
    </Button>
  )
}
