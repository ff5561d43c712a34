/** localStorage that never throws (private browsing, storage disabled, quota). */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value)
    } catch {
      // Remembering is a nicety; the app works without it.
    }
  },
}
