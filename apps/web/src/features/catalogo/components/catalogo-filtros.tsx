import { CATALOGO_MSG, type FormaFiltro } from '@recria/domain/catalogo-opcoes'
import type { CatalogoParams } from '@recria/domain/catalogo-url'
import { CATEGORIA_LABEL } from '@recria/domain/categoria-base'
import { displayBRL } from '@recria/domain/format'
import { Button } from '../../../components/ui/button.tsx'
import { PriceRangeFields } from '../../../components/ui/price-range-fields.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { decimalBound, decimalParam } from '../../../lib/decimal-filter.ts'
import type { ActiveFilter } from '../../../lib/list-params.ts'
import type { CatalogoUrl, CatalogoUrlState } from './use-catalogo-url.ts'

const FORMA_LABEL: Record<FormaFiltro, string> = {
  todos: 'Todos',
  sustentavel: 'Sustentável',
  padrao: 'Padrão',
}
const FORMA_OPTIONS = (Object.keys(FORMA_LABEL) as FormaFiltro[]).map((value) => ({
  value,
  label: FORMA_LABEL[value],
}))

/** A minimum above the maximum: the API would refuse the pair, so neither bound is sent. */
function faixaInvertida(url: CatalogoUrl) {
  const min = decimalBound(url.preco_min)
  const max = decimalBound(url.preco_max)
  return Number.isFinite(min) && Number.isFinite(max) && min > max
}

/** What the URL asks the API for; a bound that is not a price is left out (its field says why). */
export function catalogoParams(url: CatalogoUrl): CatalogoParams {
  const invertida = faixaInvertida(url)
  return {
    busca: url.busca,
    preco_min: invertida ? '' : decimalParam(url.preco_min),
    preco_max: invertida ? '' : decimalParam(url.preco_max),
    forma_pagamento: url.forma_pagamento,
    ordenar: url.ordenar,
    categoria: url.categoria ?? '',
    materia: url.materia ?? null,
  }
}

/** The filters in use (the search apart), as the empty state names them. */
export function filtrosUsados(url: CatalogoUrl, nomeMateria?: string): ActiveFilter[] {
  const params = catalogoParams(url)
  return [
    ...(params.categoria ? [{ label: 'categoria', value: CATEGORIA_LABEL[params.categoria] }] : []),
    ...(params.materia ? [{ label: 'matéria-prima', value: nomeMateria ?? 'selecionada' }] : []),
    ...(params.preco_min ? [{ label: 'preço mínimo', value: displayBRL(Number(params.preco_min)) }] : []),
    ...(params.preco_max ? [{ label: 'preço máximo', value: displayBRL(Number(params.preco_max)) }] : []),
    ...(params.forma_pagamento !== 'todos'
      ? [{ label: 'forma de pagamento', value: FORMA_LABEL[params.forma_pagamento] }]
      : []),
  ]
}

/** The fields of the catalogue's Filtros panel (docs/product/catalogo.md) and 'Limpar filtros'. */
export function CatalogoFiltros({ url }: { url: CatalogoUrlState }) {
  const ativos = url.preco_min !== '' || url.preco_max !== '' || url.forma_pagamento !== 'todos'
  return (
    <>
      <PriceRangeFields
        min={url.preco_min}
        max={url.preco_max}
        onChange={url.setPreco}
        rangeError={faixaInvertida(url) ? CATALOGO_MSG.faixa : undefined}
      />
      <SelectField
        label="Forma de pagamento"
        options={FORMA_OPTIONS}
        value={url.forma_pagamento}
        onChange={(event) => url.setForma(event.target.value as FormaFiltro)}
      />
      <div className="flex items-end">
        <Button variant="secondary" onClick={url.limparFiltros} disabled={!ativos} className="w-full">
          Limpar filtros
        </Button>
      </div>
    </>
  )
}
