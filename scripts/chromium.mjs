// Where the end-to-end tests find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs'

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((candidate) => candidate && existsSync(candidate))
}
