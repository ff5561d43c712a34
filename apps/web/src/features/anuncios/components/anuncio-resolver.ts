import {
  type AnuncioCreate,
  AnuncioCreateSchema,
  type AnuncioUpdate,
  AnuncioUpdateSchema,
  type StatusAnuncio,
} from '@recria/domain/anuncio'
import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import { validateCredits, valorSustentavelCentavos } from '@recria/domain/creditos'
import { centavosToReais, toCentavos } from '@recria/domain/preco'
import { toFieldErrors } from '@recria/domain/validation'
import type { FieldErrors, Resolver } from 'react-hook-form'
import type { ConversaoOpcao, ProdutoOpcao } from '../api/opcoes.ts'

/** What the fields hold; ids and credits as the inputs give them (text). */
export interface AnuncioFormValues {
  id_produto: string
  descricao: string
  forma_de_pagamento: FormaPagamento
  id_conversao: string
  creditos_aceitos: string
  /** Edit only. */
  status_anuncio?: StatusAnuncio
}

export type AnuncioPayload = AnuncioCreate | AnuncioUpdate

export interface Escolhas {
  produtos: readonly ProdutoOpcao[]
  conversoes: readonly ConversaoOpcao[]
}

export const ORDER = [
  'id_produto',
  'descricao',
  'forma_de_pagamento',
  'id_conversao',
  'creditos_aceitos',
  'status_anuncio',
] as const

/** The chosen product and conversion (the latter for the sustainable form only). */
export function escolhidos(values: AnuncioFormValues, { produtos, conversoes }: Escolhas) {
  const produto = produtos.find((p) => String(p.id_produto) === values.id_produto)
  const conversao =
    values.forma_de_pagamento === 'sustentavel'
      ? conversoes.find((c) => String(c.id_conversao) === values.id_conversao)
      : undefined
  return { produto, conversao }
}

/**
 * The body of POST or PUT /anuncios (docs/product/anuncios.md): the raw material comes from the conversion
 * and the cash value is computed as the server does (it checks it within a centavo).
 */
function toBody(mode: 'create' | 'edit', values: AnuncioFormValues, escolhas: Escolhas) {
  const { produto, conversao } = escolhidos(values, escolhas)
  const creditos = Number(values.creditos_aceitos)
  const centavos =
    produto && conversao && Number.isSafeInteger(creditos)
      ? valorSustentavelCentavos(toCentavos(produto.preco), creditos, conversao.valor_multiplicavel)
      : Number.NaN
  const pagamento = {
    forma_de_pagamento: values.forma_de_pagamento,
    creditos_aceitos: values.creditos_aceitos,
    id_conversao: values.forma_de_pagamento === 'sustentavel' ? values.id_conversao : null,
    id_materia_prima: conversao?.id_materia_prima ?? null,
    valor_conversao: Number.isFinite(centavos) ? centavosToReais(centavos) : null,
  }
  return mode === 'create'
    ? { id_produto: values.id_produto, descricao: values.descricao, ...pagamento }
    : {
        id_produto: values.id_produto,
        descricao_anuncio: values.descricao,
        status_anuncio: values.status_anuncio,
        ...pagamento,
      }
}

/** The schemas' field names as the form calls them. */
const FIELD: Record<string, keyof AnuncioFormValues> = {
  descricao_anuncio: 'descricao',
  id_materia_prima: 'id_conversao',
}

/**
 * Validates with the shared schema (docs/product/anuncios.md: product, then description, then the sustainable
 * rules), then the credits against the range of the chosen product and conversion.
 */
export function anuncioResolver(
  mode: 'create' | 'edit',
  escolhas: () => Escolhas,
): Resolver<AnuncioFormValues, unknown, AnuncioPayload> {
  return async (values) => {
    const body = toBody(mode, values, escolhas())
    const parsed =
      mode === 'create' ? AnuncioCreateSchema.safeParse(body) : AnuncioUpdateSchema.safeParse(body)
    const errors: FieldErrors<AnuncioFormValues> = {}
    if (!parsed.success) {
      for (const [path, message] of Object.entries(toFieldErrors(parsed.error).erros)) {
        const name = FIELD[path] ?? (path as keyof AnuncioFormValues)
        errors[name] ??= { type: 'validation', message }
      }
    }
    const { produto, conversao } = escolhidos(values, escolhas())
    if (produto && conversao && !errors.creditos_aceitos) {
      const { valor_multiplicavel, materia_prima } = conversao
      const creditos = Number(values.creditos_aceitos)
      const message = validateCredits(
        toCentavos(produto.preco),
        creditos,
        valor_multiplicavel,
        materia_prima.unidade_medida,
      )
      if (message) errors.creditos_aceitos = { type: 'validation', message }
    }
    if (!parsed.success || Object.keys(errors).length > 0) return { values: {}, errors }
    return { values: parsed.data, errors: {} }
  }
}
