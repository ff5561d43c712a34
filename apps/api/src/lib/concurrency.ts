// Bounded parallelism for work that calls out (image encoding, the payment provider).

/**
 * Runs `work` over `items` with at most `limit` at a time, answering the results in order. After a
 * failure no new item starts, and the error is thrown once the running ones have finished (so that
 * whatever they wrote is known to the caller's clean-up).
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, i: number) => Promise<R>,
) {
  const results = new Array<R>(items.length)
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++
      results[i] = await work(items[i] as T, i).catch((error) => {
        failed = true
        throw error
      })
    }
  }
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker))
  const rejected = settled.find((result) => result.status === 'rejected')
  if (rejected) throw rejected.reason
  return results
}
