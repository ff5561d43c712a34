interface FormAlertProps {
  message?: string | null
  tone?: 'error' | 'success'
  className?: string
}

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-marca-100 bg-marca-50 text-marca-800',
}

/**
 * A form-level message. The live region stays mounted so screen readers announce each new text;
 * errors use role="alert", confirmations role="status". `className` styles the message (its margins),
 * so an empty region takes no room.
 */
export function FormAlert({ message, tone = 'error', className = '' }: FormAlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {message ? (
        <p className={`rounded-lg border px-3 py-2 text-sm ${TONES[tone]} ${className}`}>{message}</p>
      ) : null}
    </div>
  )
}
