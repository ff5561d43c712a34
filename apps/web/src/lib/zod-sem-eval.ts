// zod compiles fast parsers with `new Function` when it may; its probe for that is an eval the
// page's Content-Security-Policy (script-src 'self') refuses and reports. The web app parses little,
// so it asks zod never to try. Imported first by main.tsx, before any schema runs. zod keeps its
// settings on globalThis (`__zod_globalConfig`, what `config()` of zod/v4/core writes), so this sets
// them without importing zod: the entry stays without it and zod loads with the forms that use it.
const global = globalThis as { __zod_globalConfig?: Record<string, unknown> }
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true }

export {}
