import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { useDashboard } from '../api/get-dashboard.ts'
import { Figuras } from '../components/figuras.tsx'
import { MateriaRecebida } from '../components/materia-recebida.tsx'
import { PedidosRecentes } from '../components/pedidos-recentes.tsx'
import { ReceitaGrafico } from '../components/receita-grafico.tsx'

/** docs/product/painel.md: the seller's home. */
function Dashboard({ idUsuario }: { idUsuario: number }) {
  const query = useDashboard(idUsuario)
  return (
    <>
      <PageHeader title="Dashboard">
        <p className="text-sm text-stone-600">Suas vendas de hoje e do mês.</p>
      </PageHeader>
      {query.isPending ? (
        <PageLoading label="Carregando dashboard..." />
      ) : !query.data ? (
        <EmptyState
          title="Não foi possível carregar o dashboard."
          description="Verifique sua conexão e tente novamente."
          action={
            <Button variant="secondary" onClick={() => query.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      ) : (
        <div className="flex flex-col gap-4">
          <Figuras dados={query.data} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <PedidosRecentes pedidos={query.data.pedidos_recentes} />
            <ReceitaGrafico dias={query.data.receita_30_dias} />
            <MateriaRecebida itens={query.data.materia_prima_recebida} />
          </div>
        </div>
      )}
    </>
  )
}

export default comIdUsuario(Dashboard)
