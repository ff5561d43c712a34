// The web project's setup (vitest.config.ts): each test starts on an empty page.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library unmounts by itself only where Vitest's globals are on; here they are not.
afterEach(() => cleanup())
