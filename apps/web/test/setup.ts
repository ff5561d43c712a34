// The web project's setup (vitest.config.ts). A worker's test files share one happy-dom window, so each
// test leaves it as it found it: nothing rendered, the address back at '/'. Spies and stubbed globals
// are restored by the project's restoreMocks and unstubGlobals.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  // Testing Library unmounts by itself only where Vitest's globals are on; here they are not.
  cleanup()
  window.history.replaceState(null, '', '/')
})
