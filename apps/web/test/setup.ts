// The web project's setup (vitest.config.ts). A worker's test files share one happy-dom window, so each
// test leaves it as it found it: nothing rendered, the address back at '/'. Spies and stubbed globals
// are restored by the project's restoreMocks and unstubGlobals.
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy… and waitFor wait up to 10 s instead of 1 s: the first render of a file (its lazy pieces, a
// cold worker) took longer than a second on a machine whose cores other processes kept busy. A test
// that passes still ends as soon as what it waits for appears.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  // Testing Library unmounts by itself only where Vitest's globals are on; here they are not.
  cleanup()
  window.history.replaceState(null, '', '/')
})
