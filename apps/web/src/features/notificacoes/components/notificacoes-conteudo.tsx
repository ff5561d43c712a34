import { NOTIFICACAO_MSG, type Notificacao } from '@recria/domain/notificacao'
import { CheckCheck } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useContagem } from '../api/get-contagem.ts'
import type { AbaNotificacoes } from '../api/get-notificacoes.ts'
import { useMarcarLida } from '../api/marcar-lida.ts'
import { useMarcarTodasLidas } from '../api/marcar-todas-lidas.ts'
import { NotificacoesLista } from './notificacoes-lista.tsx'

const abas: { value: AbaNotificacoes; label: string }[] = [
  { value: 'todas', label: 'Todas' },
  { value: 'nao-lidas', label: 'Não lidas' },
  { value: 'lidas', label: 'Lidas' },
]

interface NotificacoesConteudoProps {
  idUsuario: number
  /** The stream is down: lists and counts are read again every 60 s. */
  poll: boolean
  /** After a click has marked it read: the caller closes the panel and opens the order. */
  onAbrir: (notificacao: Notificacao) => void
}

/** The panel's body (docs/product/notificacoes.md): search, the three tabs with their counts, the lists. */
export default function NotificacoesConteudo({ idUsuario, poll, onAbrir }: NotificacoesConteudoProps) {
  const [texto, setTexto] = useState('')
  const busca = useDebouncedValue(texto.trim(), 300)
  const { toast } = useToast()
  const naoLidas = useContagem(idUsuario, 'nao-lidas', poll) ?? 0
  const lidas = useContagem(idUsuario, 'lidas', poll) ?? 0
  const contagens: Record<AbaNotificacoes, number> = { todas: naoLidas + lidas, 'nao-lidas': naoLidas, lidas }
  const marcar = useMarcarLida(idUsuario)
  const marcarTodas = useMarcarTodasLidas(idUsuario)

  const marcarUma = (n: Notificacao) =>
    marcar.mutate(n.id_notificacao, { onError: () => toast(NOTIFICACAO_MSG.erroMarcarLida, 'error') })
  const abrir = (n: Notificacao) => {
    if (n.status === 'nao_lida') marcarUma(n)
    onAbrir(n)
  }

  return (
    <>
      <div className="flex shrink-0 flex-col gap-2 px-4 pt-4">
        <SearchInput
          value={texto}
          onChange={setTexto}
          placeholder={NOTIFICACAO_MSG.pesquisar}
          label="Pesquisar notificações"
        />
        <Button
          variant="ghost"
          size="sm"
          className="self-end"
          disabled={naoLidas === 0}
          loading={marcarTodas.isPending}
          onClick={() =>
            marcarTodas.mutate(undefined, {
              onError: () => toast(NOTIFICACAO_MSG.erroMarcarTodas, 'error'),
            })
          }
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          Marcar todas como lidas
        </Button>
      </div>
      <Tabs.Root defaultValue="todas" className="flex min-h-0 flex-1 flex-col">
        <Tabs.List
          aria-label="Filtrar notificações"
          className="flex shrink-0 gap-1 border-b border-stone-200 px-4"
        >
          {abas.map((aba) => (
            <Tabs.Trigger
              key={aba.value}
              value={aba.value}
              className="-mb-px flex min-h-11 items-center gap-1.5 border-b-2 border-transparent px-3 text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-marca-700 data-[state=active]:border-marca-700 data-[state=active]:text-marca-800"
            >
              {aba.label}
              <span aria-hidden="true" className="rounded-full bg-stone-100 px-1.5 text-xs text-stone-700">
                {contagens[aba.value]}
              </span>
              <span className="sr-only">({contagens[aba.value]})</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {abas.map((aba) => (
          <Tabs.Content
            key={aba.value}
            value={aba.value}
            className="flex-1 overflow-y-auto p-4 focus:outline-none"
          >
            <NotificacoesLista
              idUsuario={idUsuario}
              aba={aba.value}
              busca={busca}
              poll={poll}
              onAbrir={abrir}
              onMarcar={marcarUma}
              marcando={marcar.isPending ? marcar.variables : undefined}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  )
}
