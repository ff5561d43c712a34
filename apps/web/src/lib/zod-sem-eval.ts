// zod compiles fast parsers with `new Function` when it may; its probe for that is an eval the
// page's Content-Security-Policy (script-src 'self') refuses and reports. The web app parses little,
// so it asks zod never to try. Imported first by main.tsx, before any schema runs.
import { config } from 'zod/v4/core'

config({ jitless: true })
