/** Three grey rows in the shape of the items while the cart loads. */
export function CarrinhoSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4 p-4">
      <span className="sr-only">Carregando carrinho...</span>
      {[0, 1, 2].map((linha) => (
        <div key={linha} aria-hidden="true" className="flex animate-pulse gap-3 motion-reduce:animate-none">
          <div className="size-16 shrink-0 rounded-lg bg-stone-200" />
          <div className="flex flex-1 flex-col gap-2 py-1">
            <div className="h-3.5 w-3/4 rounded bg-stone-200" />
            <div className="h-3 w-1/3 rounded bg-stone-200" />
            <div className="h-3 w-1/2 rounded bg-stone-200" />
          </div>
        </div>
      ))}
    </div>
  )
}
