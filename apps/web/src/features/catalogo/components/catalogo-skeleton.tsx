const bloco = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none'

function CardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className={`${bloco} aspect-[4/3] w-full rounded-none`} />
      <div className="flex flex-col gap-3 p-4">
        <div className={`${bloco} h-5 w-3/4`} />
        <div className={`${bloco} h-4 w-1/2`} />
        <div className={`${bloco} h-6 w-1/3`} />
        <div className={`${bloco} h-11 w-full rounded-lg`} />
        <div className={`${bloco} h-11 w-full rounded-lg`} />
      </div>
    </div>
  )
}

/** Grey cards in the shape of the real ones while a page loads (no jump when they arrive). */
export function CatalogoSkeleton({ quantidade }: { quantidade: number }) {
  return (
    <div role="status">
      <span className="sr-only">Carregando anúncios...</span>
      <ul aria-hidden="true" className={GRADE}>
        {Array.from({ length: quantidade }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell apart
          <li key={i}>
            <CardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The catalogue's grid: 1 column on phones, 2 from 640 px, 3 from 1024 px, 4 from 1280 px. */
export const GRADE = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
