import type { Deps } from '../../deps.ts'

export async function registerTokenRefreshJob(_deps: Deps) {}
