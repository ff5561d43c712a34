import type { ReactNode } from 'react'
import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form'
import { ControlMessages, useControlIds } from '../ui/select-field.tsx'

/** The border of one choice card: chosen, in error, or neither; its focus ring follows its input. */
export function choiceCardClasses(checked: boolean, error?: string) {
  const state = checked
    ? 'border-marca-600 bg-marca-50'
    : error
      ? 'border-red-300 hover:border-red-400'
      : 'border-stone-200 hover:border-stone-300'
  return `relative flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-marca-700 ${state}`
}

/** A Controller's field as a set of choice cards takes it: the value, its handlers, the first card's ref, the error. */
export function choiceField<V extends FieldValues, N extends FieldPath<V>>(control: {
  field: ControllerRenderProps<V, N>
  fieldState: ControllerFieldState
}) {
  const { field, fieldState } = control
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error?.message,
  }
}

interface ChoiceCardsProps {
  legend: string
  error?: string
  hint?: string
  /** The cards (labels with choiceCardClasses), given the group's name and its error's id. */
  children: (group: { name: string; errorId: string }) => ReactNode
}

/** A fieldset of choice cards, two a row from 640 px, with its hint and error under them. */
export function ChoiceCards({ legend, error, hint, children }: ChoiceCardsProps) {
  const { controlId, errorId, hintId, aria } = useControlIds(undefined, error, hint)
  return (
    <fieldset aria-describedby={aria['aria-describedby']} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children({ name: controlId, errorId })}</div>
      <ControlMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </fieldset>
  )
}
