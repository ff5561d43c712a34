import { useEffect, useRef, useState } from 'react'

/**
 * Says the new unread count politely when it changes (spec part 1 §2 bell), not on first load: the
 * bell's own label already carries it for whoever reaches it.
 */
export function UnreadAnnouncer({ count }: { count: number }) {
  const previous = useRef(count)
  const [message, setMessage] = useState('')
  useEffect(() => {
    if (count === previous.current) return
    previous.current = count
    setMessage(count === 1 ? '1 notificação não lida' : `${count} notificações não lidas`)
  }, [count])
  return (
    <span className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </span>
  )
}
