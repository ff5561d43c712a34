import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, type ReactNode, useId, useState } from 'react'

interface FieldProps extends ComponentProps<'input'> {
  label: string
  error?: string
  hint?: string
}

const inputClasses =
  'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-stone-900 placeholder:text-stone-400 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-0 disabled:bg-stone-100 disabled:text-stone-500'

function inputState(error?: string) {
  return error
    ? 'border-red-600 focus-visible:outline-red-600'
    : 'border-stone-300 focus-visible:outline-marca-700'
}

/** Ids and aria props shared by every field: the input points at its error and hint. */
function useFieldIds(id: string | undefined, error?: string, hint?: string, describedBy?: string) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-erro`
  const hintId = `${inputId}-dica`
  const ids = [error && errorId, hint && hintId, describedBy].filter(Boolean).join(' ')
  return {
    inputId,
    errorId,
    hintId,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined },
  }
}

function FieldMessages({
  error,
  hint,
  errorId,
  hintId,
}: {
  error?: string
  hint?: string
  errorId: string
  hintId: string
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  )
}

export function TextField({ label, error, hint, id, className = '', ...props }: FieldProps) {
  const { inputId, errorId, hintId, aria } = useFieldIds(id, error, hint, props['aria-describedby'])
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input id={inputId} {...props} {...aria} className={`${inputClasses} ${inputState(error)}`} />
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  )
}

export function PasswordField({
  label,
  error,
  hint,
  id,
  className = '',
  ...props
}: Omit<FieldProps, 'type'>) {
  const { inputId, errorId, hintId, aria } = useFieldIds(id, error, hint, props['aria-describedby'])
  const [visible, setVisible] = useState(false)
  const Icon = visible ? EyeOff : Eye
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          {...props}
          {...aria}
          type={visible ? 'text' : 'password'}
          className={`${inputClasses} ${inputState(error)} pr-11`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  )
}

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** A node, so the terms checkbox can hold a link. */
  label: ReactNode
  error?: string
  hint?: string
}

export function CheckboxField({ label, error, hint, id, className = '', ...props }: CheckboxFieldProps) {
  const { inputId, errorId, hintId, aria } = useFieldIds(id, error, hint, props['aria-describedby'])
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-start gap-2">
        <input
          id={inputId}
          type="checkbox"
          {...props}
          {...aria}
          className="mt-0.5 size-4 shrink-0 rounded border-stone-400 accent-marca-700"
        />
        <label htmlFor={inputId} className="text-sm text-stone-800">
          {label}
        </label>
      </div>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  )
}
