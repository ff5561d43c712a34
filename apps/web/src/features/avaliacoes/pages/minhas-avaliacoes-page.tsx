import { AVALIACAO_MSG } from '@recria/domain/avaliacao-base'
import { Link } from 'react-router'
import { ListPage } from '../../../components/lista/list-page.tsx'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { useListState } from '../../../lib/list-params.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { type MinhasAvaliacoesParams, useMinhasAvaliacoes } from '../api/get-minhas-avaliacoes.ts'
import { AvaliacaoCompradorCard } from '../components/avaliacao-comprador-card.tsx'
import { NOTA_FILTRO, resultadosDeAvaliacoes } from '../components/avaliacoes-lista.tsx'

const SEM_FILTROS: Record<'nota' | 'periodo' | 'data_inicio' | 'data_fim', string> = {
  nota: '',
  periodo: '',
  data_inicio: '',
  data_fim: '',
}

/**
 * docs/product/avaliacoes.md: /minhas-avaliacoes 'Minhas Avaliações' for the buyer: search by seller, comment
 * or product, score and period filters (a custom period with either day or both), 12 cards a page.
 */
function MinhasAvaliacoes({ idUsuario }: { idUsuario: number }) {
  const list = useListState(SEM_FILTROS)
  const filtros = list.filters as Omit<MinhasAvaliacoesParams, 'busca'>
  const query = useMinhasAvaliacoes(idUsuario, list.page, { ...filtros, busca: list.debouncedBusca })
  return (
    <ListPage
      title="Minhas Avaliações"
      description="As avaliações que você fez dos produtos que recebeu."
      list={list}
      search="Buscar por vendedor, comentário ou produto..."
      filtros={[NOTA_FILTRO]}
      results={resultadosDeAvaliacoes(query, {
        empty: {
          title: AVALIACAO_MSG.nenhumaFeita,
          description: '',
          action: (
            <Link to="/meus-pedidos" className={buttonClasses('primary', 'md')}>
              Ver meus pedidos
            </Link>
          ),
        },
        id: 'minhas-avaliacoes-resultados',
        label: 'Minhas avaliações',
        renderItem: (a) => <AvaliacaoCompradorCard avaliacao={a} />,
      })}
    />
  )
}

export default comIdUsuario(MinhasAvaliacoes)
