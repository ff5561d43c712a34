import { FORMAS_PAGAMENTO, type FormaPagamento, formaLabel } from '@recria/domain/anuncio-forma'
import type { UseFormRegisterReturn } from 'react-hook-form'

const DESCRICOES: Record<FormaPagamento, string> = {
  padrao: 'O comprador paga o preço cheio em dinheiro.',
  sustentavel:
    'O comprador também pode pagar menos em dinheiro e completar com créditos de matéria-prima reciclável.',
}

/** Padrão or Sustentável, as two radio cards. */
export function FormaPagamentoField({
  field,
  value,
}: {
  field: UseFormRegisterReturn<'forma_de_pagamento'>
  value: FormaPagamento
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-stone-800">Forma de pagamento</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {FORMAS_PAGAMENTO.map((forma) => (
          <label
            key={forma}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-marca-700 ${
              value === forma ? 'border-marca-600 bg-marca-50' : 'border-stone-200 hover:border-stone-300'
            }`}
          >
            <input type="radio" value={forma} {...field} className="mt-1 size-4 shrink-0 accent-marca-700" />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium text-stone-900">{formaLabel(forma)}</span>
              <span className="text-xs text-stone-600">{DESCRICOES[forma]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
