import { useEffect, useRef, useState } from 'react'

/**
 * Says the new unread count politely when it changes (docs/product/README.md bell). The first count is not
 * announced: the bell's own label carries it for whoever reaches it.
 */
export function UnreadAnnouncer({ count }: { count: number | undefined }) {
  const previous = useRef(count)
  const [message, setMessage] = useState('')
  useEffect(() => {
    const before = previous.current
    previous.current = count
    if (count === undefined || before === undefined || count === before) return
    setMessage(count === 1 ? '1 notificação não lida' : `${count} notificações não lidas`)
  }, [count])
  return (
    <span className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </span>
  )
}
