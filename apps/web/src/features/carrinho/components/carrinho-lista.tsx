import type { CarrinhoItem } from '@recria/domain/carrinho'
import { ENTREGA_OPCOES_MSG } from '@recria/domain/entrega-opcoes'
import { Store } from 'lucide-react'
import { EntregaOpcoes } from '../../../components/entrega/entrega-opcoes.tsx'
import { MateriaAEntregar } from '../../../components/entrega/materia-a-entregar.tsx'
import { materiaDoAnuncio, quantidadeTexto } from '../../../lib/oferta-sustentavel.ts'
import { CarrinhoItemLinha } from './carrinho-item.tsx'
import { type GrupoVendedor, porVendedor } from './por-vendedor.ts'
import type { EntregaCarrinho } from './use-entrega-carrinho.ts'

interface CarrinhoListaProps {
  itens: readonly CarrinhoItem[]
  idUsuario: number
  onAviso: (texto: string) => void
  onRemovido: () => void
  /** Each seller's delivery choice, under its items. */
  entrega?: EntregaCarrinho
}

/** What a group's sustainable items hand over: '2,5 kg de Garrafa PET' per item. */
function materiasDoGrupo(grupo: GrupoVendedor) {
  return grupo.itens.flatMap((item) => {
    const materia = materiaDoAnuncio(item.anuncio)
    return item.forma_pagamento_selecionada === 'sustentavel' &&
      materia &&
      item.quantidade_materia_prima !== null
      ? [
          {
            chave: item.id_item_carrinho,
            quantidade: quantidadeTexto(
              item.quantidade_materia_prima,
              materia.unidade_medida,
              materia.nome_materia_prima,
            ),
            nome_produto: item.anuncio.produto.nome,
          },
        ]
      : []
  })
}

function EntregaDoGrupo({ grupo, entrega }: { grupo: GrupoVendedor; entrega: EntregaCarrinho }) {
  const { id_usuario: id, nome } = grupo.vendedor
  const { opcoes, opcao } = entrega.doVendedor(id)
  return (
    <div className="border-t border-stone-100 py-3">
      <EntregaOpcoes
        vendedor={nome}
        opcoes={opcoes}
        value={opcao?.modo ?? null}
        onChange={(modo) => entrega.escolher(id, modo)}
        carregando={entrega.carregando}
        erro={entrega.erro}
        onTentarNovamente={entrega.tentarNovamente}
        semOpcaoTexto={ENTREGA_OPCOES_MSG.semOpcao(nome)}
      >
        {opcao && <MateriaAEntregar itens={materiasDoGrupo(grupo)} modo={opcao.modo} />}
      </EntregaOpcoes>
    </div>
  )
}

/**
 * The items under a heading per seller: each seller becomes one order and one payment, with its own
 * delivery chosen under its items.
 */
export function CarrinhoLista({ itens, entrega, ...linha }: CarrinhoListaProps) {
  return (
    <div className="flex flex-col gap-4">
      {porVendedor(itens).map((grupo) => {
        const { vendedor, itens: doVendedor } = grupo
        return (
          <section
            key={vendedor.id_usuario}
            aria-labelledby={`vendedor-${vendedor.id_usuario}`}
            className="rounded-xl border border-stone-200 px-3"
          >
            <h3
              id={`vendedor-${vendedor.id_usuario}`}
              className="flex items-center gap-2 border-b border-stone-100 py-2.5 text-sm font-semibold text-stone-800"
            >
              <Store aria-hidden="true" className="size-4 text-stone-500" />
              <span className="sr-only">Vendedor: </span>
              {vendedor.nome}
            </h3>
            <ul className="divide-y divide-stone-100">
              {doVendedor.map((item) => (
                <CarrinhoItemLinha key={item.id_item_carrinho} item={item} {...linha} />
              ))}
            </ul>
            {entrega && <EntregaDoGrupo grupo={grupo} entrega={entrega} />}
          </section>
        )
      })}
    </div>
  )
}
