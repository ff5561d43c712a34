import { BellOff, Search, X } from 'lucide-react'
import { Dialog as RadixDialog, Tabs } from 'radix-ui'
import { useState } from 'react'
import { Backdrop } from '../../components/ui/backdrop.tsx'
import { useReturnFocus } from '../../components/ui/use-return-focus.ts'

type Tab = 'todas' | 'nao-lidas' | 'lidas'

const tabs: { value: Tab; label: string; empty: string }[] = [
  { value: 'todas', label: 'Todas', empty: 'Nenhuma notificação' },
  { value: 'nao-lidas', label: 'Não lidas', empty: 'Nenhuma notificação não lida' },
  { value: 'lidas', label: 'Lidas', empty: 'Nenhuma notificação lida' },
]

interface NotificationsPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Full screen below 768 px, a panel under the bell above (spec part 1 §2); lists arrive later. */
export function NotificationsPanel({ open, onOpenChange }: NotificationsPanelProps) {
  const [search, setSearch] = useState('')
  const counts: Record<Tab, number> = { todas: 0, 'nao-lidas': 0, lidas: 0 }
  const returnFocus = useReturnFocus()

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Backdrop className="md:bg-stone-950/20" />
        <RadixDialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none md:inset-auto md:top-18 md:right-4 md:h-[min(36rem,calc(100dvh-6rem))] md:w-[26rem] md:rounded-xl md:border md:border-stone-200 md:shadow-xl"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-stone-200 px-4">
            <RadixDialog.Title className="text-lg font-semibold text-stone-900">
              Notificações
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Fechar notificações"
              className="rounded-lg p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="shrink-0 px-4 pt-4">
            <div className="relative">
              <Search
                aria-hidden="true"
                className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
              />
              <input
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="Pesquisar notificações..."
                aria-label="Pesquisar notificações"
                className="h-10 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-9 text-sm focus-visible:outline-2 focus-visible:outline-marca-700"
              />
            </div>
          </div>
          <Tabs.Root defaultValue="todas" className="flex min-h-0 flex-1 flex-col">
            <Tabs.List
              aria-label="Filtrar notificações"
              className="flex shrink-0 gap-1 border-b border-stone-200 px-4 pt-3"
            >
              {tabs.map((tab) => (
                <Tabs.Trigger
                  key={tab.value}
                  value={tab.value}
                  className="-mb-px flex items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-600 hover:text-stone-900 data-[state=active]:border-marca-700 data-[state=active]:text-marca-800"
                >
                  {tab.label}
                  <span className="rounded-full bg-stone-100 px-1.5 text-xs text-stone-700">
                    {counts[tab.value]}
                  </span>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Content
                key={tab.value}
                value={tab.value}
                className="flex-1 overflow-y-auto p-4 focus:outline-none"
              >
                <div className="flex flex-col items-center gap-3 py-12 text-center text-stone-600">
                  <BellOff aria-hidden="true" className="size-10 text-stone-300" />
                  <p>{search.trim() ? 'Nenhuma notificação encontrada' : tab.empty}</p>
                </div>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
