import { ListPage } from '../../../components/lista/list-page.tsx'
import type { SelectFilter } from '../../../components/lista/select-filters.tsx'
import { useListState } from '../../../lib/list-params.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { useAvaliacoesVendedor } from '../api/get-avaliacoes-vendedor.ts'
import { AvaliacaoVendedorCard } from '../components/avaliacao-vendedor-card.tsx'
import { NOTA_FILTRO, resultadosDeAvaliacoes } from '../components/avaliacoes-lista.tsx'
import { DistribuicaoNotas } from '../components/distribuicao-notas.tsx'
import { EstatisticasAvaliacoes } from '../components/estatisticas-avaliacoes.tsx'

const SEM_FILTROS = { nota: '', id_produto: '' }

/**
 * docs/product/avaliacoes.md: /avaliacoes 'Minhas Avaliações' for the seller: the summary cards and the
 * distribution 5 to 1, search by buyer or comment, score and product filters, 12 cards a page.
 */
function AvaliacoesVendedor({ idUsuario }: { idUsuario: number }) {
  const list = useListState(SEM_FILTROS)
  const query = useAvaliacoesVendedor(idUsuario, list.page, { ...list.filters, busca: list.debouncedBusca })
  const dados = query.data?.dados
  const produtos = dados?.produtos ?? []
  const produtoFiltro: SelectFilter<'id_produto'> = {
    key: 'id_produto',
    label: 'Produto',
    all: 'Todos os produtos',
    values: produtos.map((p) => String(p.id_produto)),
    text: (id) => produtos.find((p) => String(p.id_produto) === id)?.nome,
    name: 'produto',
  }
  return (
    <ListPage
      title="Minhas Avaliações"
      description="O que os seus clientes disseram dos produtos que receberam."
      list={list}
      top={
        dados && (
          <div className="mb-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
            <EstatisticasAvaliacoes estatisticas={dados.estatisticas} />
            <DistribuicaoNotas estatisticas={dados.estatisticas} />
          </div>
        )
      }
      search="Buscar por cliente ou comentário..."
      filtros={[NOTA_FILTRO, produtoFiltro]}
      results={resultadosDeAvaliacoes(query, {
        empty: {
          title: 'Nenhuma avaliação encontrada',
          description: 'Você ainda não recebeu avaliações dos seus clientes',
        },
        id: 'avaliacoes-resultados',
        label: 'Avaliações',
        renderItem: (a) => <AvaliacaoVendedorCard avaliacao={a} />,
      })}
    />
  )
}

export default comIdUsuario(AvaliacoesVendedor)
