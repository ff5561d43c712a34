import { type ChangeEvent, type ComponentProps, type Ref, useCallback, useId, useState } from 'react'
import { ControlMessages, controlClasses, controlState, useControlIds } from './select-field.tsx'

export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string
  error?: string
  hint?: string
  /**
   * Characters typed, for the 'x/255' counter shown with `maxLength`. Pass `watch('campo').length`
   * with react-hook-form; without it the field counts by itself.
   */
  count?: number
}

/** A labelled textarea with, when it has a `maxLength`, a 'x/max' counter read with the field. */
export function TextareaField({
  label,
  error,
  hint,
  count,
  id,
  className = '',
  rows = 4,
  ref,
  onChange,
  ...props
}: TextareaFieldProps) {
  const generated = useId()
  const baseId = id ?? generated
  const counterId = `${baseId}-contador`
  const { maxLength } = props
  const extra = [props['aria-describedby'], maxLength ? counterId : undefined].filter(Boolean).join(' ')
  const { controlId, errorId, hintId, aria } = useControlIds(baseId, error, hint, extra || undefined)
  const [typed, setTyped] = useState(0)

  // Reads what react-hook-form (or a defaultValue) put in the field before any typing.
  const measure = useCallback(
    (element: HTMLTextAreaElement | null) => {
      if (element) setTyped(element.value.length)
      if (typeof ref === 'function') return ref(element)
      if (ref) (ref as { current: HTMLTextAreaElement | null }).current = element
    },
    [ref],
  ) as Ref<HTMLTextAreaElement>

  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value.length)
    onChange?.(event)
  }

  const length = count ?? typed
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={controlId}
        rows={rows}
        ref={measure}
        onChange={change}
        {...props}
        {...aria}
        className={`${controlClasses} ${controlState(error)} resize-y py-2`}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <ControlMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
        </div>
        {maxLength !== undefined && (
          <p
            id={counterId}
            className={`ml-auto shrink-0 text-xs tabular-nums ${length >= maxLength ? 'text-red-700' : 'text-stone-500'}`}
          >
            {length}/{maxLength}
            <span className="sr-only"> caracteres</span>
          </p>
        )}
      </div>
    </div>
  )
}
