import { LoaderCircle } from 'lucide-react'

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <LoaderCircle aria-hidden="true" className={`animate-spin motion-reduce:animate-none ${className}`} />
  )
}

/** Centered page spinner; without a label the 'Carregando...' text is for screen readers only. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-marca-700"
    >
      <Spinner className="size-8" />
      {label ? (
        <p className="text-sm text-stone-600">{label}</p>
      ) : (
        <span className="sr-only">Carregando...</span>
      )}
    </div>
  )
}
