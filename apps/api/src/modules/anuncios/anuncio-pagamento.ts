// What a listing's product and payment form may be (docs/product/anuncios.md): the references
// are the seller's own, the credits are allowed, and the cash value is the server's own arithmetic.

import { ANUNCIO_MSG } from '@recria/domain/anuncio'
import { CONVERSAO_MSG } from '@recria/domain/conversao'
import { validateCredits, valorSustentavelCentavos } from '@recria/domain/creditos'
import { INTEGER_MAX } from '@recria/domain/id'
import { toCentavos } from '@recria/domain/pagamento'
import { PRODUTO_MSG } from '@recria/domain/produto'
import type { Executor } from '../../db/client.ts'
import { BadRequest } from '../../lib/errors.ts'
import { type AnuncioValues, anunciosRepository as repo } from './anuncios.repository.ts'

/** A client's cash value may differ from the server's by rounding, at most one centavo. */
const TOLERANCIA_CENTAVOS = 1

const refused = (field: string, message: string) => new BadRequest(message, { [field]: message })

export interface PagamentoInput {
  forma_de_pagamento: 'padrao' | 'sustentavel'
  creditos_aceitos: number
  id_conversao: number | null
  id_materia_prima: number | null
  valor_conversao: number | null
}

export type Produto = NonNullable<Awaited<ReturnType<typeof repo.findProdutoForShare>>>
type PagamentoValues = Pick<
  AnuncioValues,
  'forma_de_pagamento' | 'creditos_aceitos' | 'valor_conversao_centavos' | 'id_conversao' | 'id_materia_prima'
>

/**
 * The seller's product. `exigeAtivo` is false only for a listing that stays or becomes inactive, so a
 * seller can still edit or switch off a listing whose product was deactivated meanwhile.
 */
export async function loadProduto(tx: Executor, idVendedor: number, idProduto: number, exigeAtivo: boolean) {
  const produto = await repo.findProdutoForShare(tx, idProduto, idVendedor)
  if (!produto) throw refused('id_produto', PRODUTO_MSG.naoEncontrado)
  if (exigeAtivo && produto.status_produto !== 'ativo')
    throw refused('id_produto', ANUNCIO_MSG.produtoInativo)
  return produto
}

/** Padrão stores no conversion, no credits and no cash value (docs/product/anuncios.md). */
const PADRAO: PagamentoValues = {
  forma_de_pagamento: 'padrao',
  creditos_aceitos: 0,
  valor_conversao_centavos: null,
  id_conversao: null,
  id_materia_prima: null,
}

/** The payment columns to store; the raw material and the cash value come from the server. */
export async function resolvePagamento(
  tx: Executor,
  idVendedor: number,
  produto: Produto,
  input: PagamentoInput,
  exigeAtivo: boolean,
): Promise<PagamentoValues> {
  if (input.forma_de_pagamento !== 'sustentavel') return PADRAO
  if (input.id_conversao === null) throw refused('id_conversao', ANUNCIO_MSG.conversao)
  const conversao = await repo.findConversaoForShare(tx, input.id_conversao, idVendedor)
  if (!conversao) throw refused('id_conversao', CONVERSAO_MSG.naoEncontrada)
  if (exigeAtivo && conversao.status_conversao !== 'ativa')
    throw refused('id_conversao', ANUNCIO_MSG.conversaoInativa)
  if (!produto.materias.includes(conversao.id_materia_prima))
    throw refused('id_conversao', ANUNCIO_MSG.conversaoForaDoProduto)
  if (input.id_materia_prima !== null && input.id_materia_prima !== conversao.id_materia_prima)
    throw refused('id_materia_prima', ANUNCIO_MSG.materiaDiferente)

  const { preco_centavos: preco } = produto
  const { valor_multiplicavel: multiplicador, unidade_medida: unidade } = conversao
  const creditos = input.creditos_aceitos
  const invalid = validateCredits(preco, creditos, multiplicador, unidade)
  if (invalid) throw refused('creditos_aceitos', invalid)
  // Only an absurd multiplier allows this many; the column is a PostgreSQL integer.
  if (creditos > INTEGER_MAX) throw refused('creditos_aceitos', ANUNCIO_MSG.creditosDemais)

  const valor = valorSustentavelCentavos(preco, creditos, multiplicador)
  if (input.valor_conversao !== null) {
    const enviado = toCentavos(input.valor_conversao)
    if (Math.abs(enviado - valor) > TOLERANCIA_CENTAVOS)
      throw refused('valor_conversao', ANUNCIO_MSG.valorDivergente(enviado, valor))
  }
  return {
    forma_de_pagamento: 'sustentavel',
    creditos_aceitos: creditos,
    valor_conversao_centavos: valor,
    id_conversao: conversao.id_conversao,
    id_materia_prima: conversao.id_materia_prima,
  }
}
