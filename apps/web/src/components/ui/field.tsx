import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, type ReactNode, useState } from 'react'
import {
  ControlMessages,
  controlClasses,
  controlState,
  LabelledControl,
  useControlIds,
} from './select-field.tsx'

interface FieldProps extends ComponentProps<'input'> {
  label: string
  error?: string
  hint?: string
}

const inputClasses = `${controlClasses} h-10`

export function TextField({ label, error, hint, id, className = '', ...props }: FieldProps) {
  const { aria, ...ids } = useControlIds(id, error, hint, props['aria-describedby'])
  return (
    <LabelledControl label={label} ids={ids} error={error} hint={hint} className={className}>
      <input id={ids.controlId} {...props} {...aria} className={`${inputClasses} ${controlState(error)}`} />
    </LabelledControl>
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
  const { aria, ...ids } = useControlIds(id, error, hint, props['aria-describedby'])
  const { controlId } = ids
  const [visible, setVisible] = useState(false)
  const Icon = visible ? EyeOff : Eye
  return (
    <LabelledControl label={label} ids={ids} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={controlId}
          {...props}
          {...aria}
          type={visible ? 'text' : 'password'}
          className={`${inputClasses} ${controlState(error)} pr-11`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          aria-controls={controlId}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </LabelledControl>
  )
}

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** A node, so the terms checkbox can hold a link. */
  label: ReactNode
  error?: string
  hint?: string
}

export function CheckboxField({ label, error, hint, id, className = '', ...props }: CheckboxFieldProps) {
  const { controlId, errorId, hintId, aria } = useControlIds(id, error, hint, props['aria-describedby'])
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-start gap-2">
        <input
          id={controlId}
          type="checkbox"
          {...props}
          {...aria}
          className="mt-0.5 size-4 shrink-0 rounded border-stone-400 accent-marca-700"
        />
        <label htmlFor={controlId} className="text-sm text-stone-800">
          {label}
        </label>
      </div>
      <ControlMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  )
}
