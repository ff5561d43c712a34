// The reconciliation (docs/operations.md): Recria's database and Mercado Pago checked against each
// other, every disagreement told in Portuguese. Read-only; `npm run reconciliar` prints its answer.
import { formatCentavos as reais } from '@recria/domain/format'
import { cobrancaDaReferencia } from '@recria/domain/materia-cobranca'
import { contestado, mapPaymentStatus } from '@recria/domain/pagamento'
import { type Discrepancia, RECONCILIACAO_MSG as MSG } from '@recria/domain/reconciliacao'
import type { PagamentoNoProvedor, Provedor } from './provedor-simulador.ts'
import {
  type Consulta,
  type PagamentoGravado,
  reconciliacaoRepository as repo,
} from './reconciliacao.repository.ts'

export async function reconciliar(db: Consulta, provedor: Provedor): Promise<Discrepancia[]> {
  const achadas: Discrepancia[] = []
  const achar = (regra: Discrepancia['regra'], descricao: string) => achadas.push({ regra, descricao })

  for (const p of await repo.totaisDivergentes(db)) {
    if (p.total !== p.soma)
      achar(
        'total_do_pedido',
        p.entrega > 0
          ? MSG.totalComEntrega(p.id_pedido, p.total, p.soma, p.entrega)
          : MSG.totalDoPedido(p.id_pedido, p.total, p.soma),
      )
    if (Number(p.materia) !== Number(p.soma_materia))
      achar('total_do_pedido', MSG.materiaDoPedido(p.id_pedido, p.materia, p.soma_materia))
  }
  for (const i of await repo.itensForaDaForma(db)) {
    const texto = i.forma === 'padrao' ? MSG.itemPadraoComMateria : MSG.itemSustentavelSemMateria
    achar('forma_do_item', texto(i.id_item_pedido, i.id_pedido))
  }

  const gravados = await repo.pagamentos(db)
  const noProvedor = new Map((await provedor.pagamentos()).map((p) => [p.id, p]))
  const gravadosPorMp = new Set(gravados.map((g) => g.mercado_pago_payment_id))

  for (const g of gravados) {
    const mp = noProvedor.get(g.mercado_pago_payment_id)
    const id = g.mercado_pago_payment_id
    if (
      g.status === 'approved' &&
      g.valor_total_centavos >= g.total_pedido &&
      g.status_pedido === 'pagamento_pendente'
    )
      achar('pagamento_aprovado', MSG.aprovadoComPedidoPendente(g.id_pedido, id))
    // Money moved, so fees were charged: a contested payment (in mediation, charged back) keeps them.
    const cobrado = g.status === 'approved' || g.status === 'refunded' || contestado(g.status)
    if (cobrado && g.valor_liquido_centavos !== g.valor_total_centavos - g.valor_taxa_centavos)
      achar(
        'valor_liquido',
        MSG.liquido(id, g.valor_total_centavos, g.valor_taxa_centavos, g.valor_liquido_centavos),
      )
    if (g.valor_reembolsado_centavos > g.valor_total_centavos)
      achar('reembolso_excede', MSG.reembolsoExcede(id, g.valor_reembolsado_centavos, g.valor_total_centavos))
    if (!mp) {
      achar('pagamento_divergente', MSG.pagamentoDesconhecido(id))
      continue
    }
    compararComProvedor(g, mp, achar)
  }

  devolucoesDevidas(gravados, noProvedor, achar)
  await reembolsosConcluidos(db, gravados, noProvedor, achar)

  for (const mp of noProvedor.values()) {
    const referencia = mp.external_reference?.trim() ?? ''
    if (/^\d{1,9}$/.test(referencia) && !gravadosPorMp.has(mp.id))
      achar('pagamento_ausente', MSG.pagamentoAusente(mp.id, referencia))
  }

  await cobrancasDeMateria(db, noProvedor, achar)

  for (const c of await repo.carrinhosQuitados(db))
    achar('carrinho_quitado', MSG.carrinhoQuitado(c.id_carrinho))
  return achadas
}

type Achar = (regra: Discrepancia['regra'], descricao: string) => void

/**
 * Raw-material charges (decision 030): every paid charge has an approved provider payment of its
 * value, every approved provider payment naming a charge paid it, and every paid charge of an order
 * cancelled or refunded was given back in full at the provider (decision 042). Their payments are never in
 * `pagamentos` (the order-payment rules above read only references of digits).
 */
async function cobrancasDeMateria(db: Consulta, noProvedor: Map<number, PagamentoNoProvedor>, achar: Achar) {
  const pagas = await repo.cobrancasPagas(db)
  for (const c of pagas) {
    const mp = c.mercado_pago_payment_id === null ? undefined : noProvedor.get(c.mercado_pago_payment_id)
    if (!mp || mapPaymentStatus(mp.status) !== 'approved')
      achar(
        'cobranca_materia',
        MSG.cobrancaSemPagamento(c.id_cobranca, c.id_pedido, c.mercado_pago_payment_id),
      )
    else if (mp.total_centavos !== c.valor_centavos)
      achar(
        'cobranca_materia',
        MSG.cobrancaValorDivergente(c.id_cobranca, c.id_pedido, c.valor_centavos, mp.total_centavos),
      )
  }
  // Decision 042: the order ended without delivery, so the charge's payment is given back in full.
  const encerradas = await repo.cobrancasDeEncerrados(db)
  for (const c of encerradas) {
    const mp = c.mercado_pago_payment_id === null ? undefined : noProvedor.get(c.mercado_pago_payment_id)
    if (!mp || mp.reembolsado_centavos < mp.total_centavos)
      achar(
        'cobranca_materia',
        MSG.cobrancaSemReembolso(
          c.id_cobranca,
          c.id_pedido,
          c.mercado_pago_payment_id,
          mp?.reembolsado_centavos ?? 0,
          mp?.total_centavos ?? 0,
        ),
      )
  }
  for (const mp of noProvedor.values()) {
    const idCobranca = cobrancaDaReferencia(mp.external_reference)
    if (idCobranca === null || mapPaymentStatus(mp.status) !== 'approved') continue
    const dela = (c: { id_cobranca: number; mercado_pago_payment_id: number | null }) =>
      c.id_cobranca === idCobranca && c.mercado_pago_payment_id === mp.id
    // A charge marked refunded whose payment is still approved is named once, by the check above.
    if (!pagas.some(dela) && !encerradas.some(dela))
      achar('cobranca_materia', MSG.pagamentoSemCobranca(mp.id, mp.external_reference ?? ''))
  }
}

/** The stored row against the provider's payment: status, amounts, fees, refunds. */
function compararComProvedor(g: PagamentoGravado, mp: PagamentoNoProvedor, achar: Achar) {
  const id = g.mercado_pago_payment_id
  const status = mapPaymentStatus(mp.status)
  if (g.status !== status)
    achar('pagamento_divergente', MSG.pagamentoDivergente(id, 'status', g.status, status))
  if (g.valor_total_centavos !== mp.total_centavos)
    achar(
      'pagamento_divergente',
      MSG.pagamentoDivergente(id, 'total', reais(g.valor_total_centavos), reais(mp.total_centavos)),
    )
  if (g.valor_reembolsado_centavos !== mp.reembolsado_centavos)
    achar(
      'pagamento_divergente',
      MSG.pagamentoDivergente(
        id,
        'reembolsado',
        reais(g.valor_reembolsado_centavos),
        reais(mp.reembolsado_centavos),
      ),
    )
  if (g.valor_taxa_centavos !== mp.tarifa_centavos + mp.taxa_plataforma_centavos)
    achar(
      'valor_liquido',
      MSG.taxasDoProvedor(id, g.valor_taxa_centavos, mp.tarifa_centavos, mp.taxa_plataforma_centavos),
    )
  const devolvido = mp.reembolsos.reduce((soma, r) => soma + r.valor_centavos, 0)
  if (devolvido > mp.total_centavos || mp.reembolsado_centavos > mp.total_centavos)
    achar(
      'reembolso_excede',
      MSG.reembolsoExcede(id, Math.max(devolvido, mp.reembolsado_centavos), mp.total_centavos),
    )
}

/** As pedidos-duplicados.repository.ts decides it: ever approved (an approval date, or approved). */
const aprovadoAlgumaVez = (g: PagamentoGravado) => g.data_aprovacao !== null || g.status === 'approved'

/**
 * Money owed back in full at the provider: every approved payment of a cancelled order, and, of an
 * order paid more than once, every approved payment but the one that paid it (decision 015: the first
 * by approval date, then id, of those covering the order's total).
 */
function devolucoesDevidas(
  gravados: PagamentoGravado[],
  noProvedor: Map<number, PagamentoNoProvedor>,
  achar: Achar,
) {
  const porPedido = new Map<number, PagamentoGravado[]>()
  for (const g of gravados) porPedido.set(g.id_pedido, [...(porPedido.get(g.id_pedido) ?? []), g])
  for (const [idPedido, pagamentos] of porPedido) {
    const cancelado = pagamentos[0]?.status_pedido === 'cancelado'
    const pagante = pagamentos.find((g) => aprovadoAlgumaVez(g) && g.valor_total_centavos >= g.total_pedido)
    for (const g of pagamentos) {
      if (!(g.status === 'approved' || g.status === 'refunded') || (!cancelado && g === pagante)) continue
      const mp = noProvedor.get(g.mercado_pago_payment_id)
      if (!mp || mp.reembolsado_centavos >= mp.total_centavos) continue
      const texto = cancelado ? MSG.canceladoSemDevolucao : MSG.duplicadoSemDevolucao
      achar(
        'reembolso_ausente',
        texto(idPedido, g.mercado_pago_payment_id, mp.reembolsado_centavos, mp.total_centavos),
      )
    }
  }
}

/** Every refunded order has a completed request whose refund the provider holds (decision 021). */
async function reembolsosConcluidos(
  db: Consulta,
  gravados: PagamentoGravado[],
  noProvedor: Map<number, PagamentoNoProvedor>,
  achar: Achar,
) {
  const pagamentos = new Map(gravados.map((g) => [g.id_pagamento, g]))
  const concluidos = (await repo.reembolsos(db)).filter((r) => r.status === 'completed')
  const noProvedorTem = (r: (typeof concluidos)[number]) => {
    const g = pagamentos.get(r.id_pagamento)
    const mp = g && noProvedor.get(g.mercado_pago_payment_id)
    return mp?.reembolsos.some((m) => m.id === r.mp_refund_id) ?? false
  }
  for (const r of concluidos)
    if (!noProvedorTem(r)) achar('reembolso_ausente', MSG.reembolsoSemProvedor(r.id_reembolso, r.id_pedido))
  for (const { id_pedido } of await repo.pedidosReembolsados(db))
    if (!concluidos.some((r) => r.id_pedido === id_pedido && noProvedorTem(r)))
      achar('reembolso_ausente', MSG.reembolsadoSemReembolso(id_pedido))
}
