import { type ComponentProps, type ReactNode, useId } from 'react'

// Every labelled control (input, select, textarea, choice cards) shares these: same look and ids.
export const controlClasses =
  'block w-full rounded-lg border bg-white px-3 text-sm text-stone-900 placeholder:text-stone-400 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-0 disabled:bg-stone-100 disabled:text-stone-500'

export function controlState(error?: string) {
  return error
    ? 'border-red-600 focus-visible:outline-red-600'
    : 'border-stone-300 focus-visible:outline-marca-700'
}

/** Ids and aria props of a labelled control that points at its error, hint and any extra element. */
export function useControlIds(id: string | undefined, error?: string, hint?: string, extra?: string) {
  const generated = useId()
  const controlId = id ?? generated
  const errorId = `${controlId}-erro`
  const hintId = `${controlId}-dica`
  const describedBy = [error && errorId, hint && hintId, extra].filter(Boolean).join(' ')
  return {
    controlId,
    errorId,
    hintId,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  }
}

export function ControlMessages(props: { error?: string; hint?: string; errorId: string; hintId: string }) {
  return (
    <>
      {props.hint && (
        <p id={props.hintId} className="text-xs text-stone-500">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={props.errorId} role="alert" className="text-sm text-red-700">
          {props.error}
        </p>
      )}
    </>
  )
}

interface LabelledControlProps {
  label: string
  /** From useControlIds: the control's, its error's and its hint's ids. */
  ids: { controlId: string; errorId: string; hintId: string }
  error?: string
  hint?: string
  className?: string
  children: ReactNode
}

/** A control under its label, its hint and error below it. */
export function LabelledControl({ label, ids, error, hint, className = '', children }: LabelledControlProps) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={ids.controlId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      <ControlMessages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  )
}

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string
  error?: string
  hint?: string
  /** The choices; `children` options may be given instead (or after these). */
  options?: readonly SelectOption[]
  /** A first, empty choice ('Selecione...') that cannot be picked back once left. */
  placeholder?: string
}

/** A labelled native select (works with react-hook-form's `register`). */
export function SelectField({
  label,
  error,
  hint,
  options = [],
  placeholder,
  id,
  className = '',
  children,
  ...props
}: SelectFieldProps) {
  const { aria, ...ids } = useControlIds(id, error, hint, props['aria-describedby'])
  return (
    <LabelledControl label={label} ids={ids} error={error} hint={hint} className={className}>
      <select
        id={ids.controlId}
        {...props}
        {...aria}
        className={`${controlClasses} ${controlState(error)} h-10`}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </LabelledControl>
  )
}
