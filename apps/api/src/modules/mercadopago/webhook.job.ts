import type { Deps } from '../../deps.ts'

export async function registerWebhookJob(_deps: Deps) {}
