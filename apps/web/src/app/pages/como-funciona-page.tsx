import { DESCONTO_MAX, DESCONTO_MIN } from '@recria/domain/constants'
import {
  creditRange,
  creditStep,
  quantidadeMateriaPrima,
  valorSustentavelCentavos,
} from '@recria/domain/creditos'
import { displayCentavos } from '@recria/domain/format'
import { quantidadeMateriaTexto, textoEntregaMateria } from '@recria/domain/materia-entrega'
import { unidadeSigla } from '@recria/domain/unidade-medida'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '../../components/ui/page-header.tsx'

const TITULO = 'Como funciona a forma sustentável'
const pct = (fracao: number) => `${Math.round(fracao * 100)}%`

/**
 * The example's inputs: a product's price, a seller's conversion and a choice of credits. Every
 * figure shown from them is computed by the domain's own credit rules (packages/domain/src/creditos.ts).
 */
const EXEMPLO = {
  precoCentavos: 8000,
  multiplicador: 2,
  unidade: 'unidade',
  materia: 'Garrafa de vidro',
  creditosDesejados: 32,
} as const

function exemplo() {
  const { precoCentavos, multiplicador, unidade, materia, creditosDesejados } = EXEMPLO
  const faixa = creditRange(precoCentavos, multiplicador, unidade)
  const passo = creditStep(multiplicador, unidade)
  const creditos = faixa ? Math.min(faixa.max, Math.max(faixa.min, creditosDesejados)) : creditosDesejados
  const dinheiro = valorSustentavelCentavos(precoCentavos, creditos, multiplicador)
  const quantidade = quantidadeMateriaPrima(creditos, multiplicador, unidade)
  return {
    preco: displayCentavos(precoCentavos),
    conversao: `x ${multiplicador} por ${unidadeSigla(unidade)}`,
    materia,
    faixa,
    passo,
    creditos,
    dinheiro: displayCentavos(dinheiro),
    economia: displayCentavos(precoCentavos - dinheiro),
    entrega: quantidadeMateriaTexto(quantidade, unidade, materia),
  }
}

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {titulo}
      </h2>
      {children}
    </section>
  )
}

/** /como-funciona (decision 028): credits, the conversion, the handover, and a worked example. */
export default function ComoFuncionaPage() {
  const e = exemplo()
  return (
    <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 md:p-10">
      <PageHeader title={TITULO}>
        <p className="text-sm text-stone-600">
          Pague menos em dinheiro entregando ao artesão a matéria-prima que ele reaproveita.
        </p>
      </PageHeader>
      <div className="flex flex-col gap-8 leading-relaxed text-stone-700">
        <Secao id="como-creditos" titulo="Créditos">
          <p>
            {`Nos anúncios sustentáveis, você paga uma parte do preço com créditos de uma matéria-prima que o vendedor aceita (garrafas de vidro, retalhos de tecido, paletes…) e o restante em dinheiro, pelo Mercado Pago. Os créditos descontam entre ${pct(DESCONTO_MIN)} e ${pct(DESCONTO_MAX)} do preço.`}
          </p>
        </Secao>
        <Secao id="como-conversao" titulo="A conversão">
          <p>
            Cada vendedor define quantos créditos vale cada unidade da matéria-prima: é o multiplicador da
            conversão, mostrado como “x 2 por un” ou “x 1,5 por kg”. Os créditos divididos pelo multiplicador
            dão a quantidade de matéria-prima que você entrega, e esse mesmo número, em reais, sai do valor em
            dinheiro. Matérias-primas contadas em unidades só aceitam créditos que formem unidades inteiras.
          </p>
        </Secao>
        <Secao id="como-entrega" titulo="A entrega da matéria-prima">
          <p>
            Depois do pagamento, a página do pedido mostra em “O que entregar” exatamente qual matéria-prima e
            quanto entregar. {textoEntregaMateria()}
          </p>
          <p>
            Quando o material chega, o vendedor registra o recebimento — inteiro ou em parte — e você
            acompanha na página do pedido e nas notificações.
          </p>
        </Secao>
        <Secao id="como-exemplo" titulo="Um exemplo">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-xl border border-marca-100 bg-marca-50 p-4 text-marca-900 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Preço do produto</dt>
            <dd>{e.preco}</dd>
            <dt className="font-semibold">Matéria-prima aceita</dt>
            <dd>{`${e.materia} (${e.conversao})`}</dd>
            {e.faixa && (
              <>
                <dt className="font-semibold">Créditos possíveis</dt>
                <dd>
                  {`De ${e.faixa.min} a ${e.faixa.max}`}
                  {e.passo > 1 && `, em múltiplos de ${e.passo}`}
                </dd>
              </>
            )}
            <dt className="font-semibold">Créditos escolhidos</dt>
            <dd>{e.creditos}</dd>
            <dt className="font-semibold">Você paga em dinheiro</dt>
            <dd>{`${e.dinheiro} (${e.economia} a menos)`}</dd>
            <dt className="font-semibold">Você entrega</dt>
            <dd>{e.entrega}</dd>
          </dl>
          <p>
            {`Com ${e.creditos} créditos, o produto de ${e.preco} sai por ${e.dinheiro} em dinheiro, e você entrega ${e.entrega} ao vendedor.`}
          </p>
        </Secao>
        <p>
          <Link to="/" className="font-medium text-marca-800 underline underline-offset-2">
            Ver produtos à venda
          </Link>
        </p>
      </div>
    </article>
  )
}
