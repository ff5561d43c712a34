import { useEffect } from 'react'

/** Sets the tab title, so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Recria`
  }, [title])
}
