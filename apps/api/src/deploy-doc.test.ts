// docs/deploy.md keeps a table of every setting: it must name each key of the configuration's schema,
// no key the schema does not have, and each setting's plain default as the schema gives it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvSchema, ROOT_DIR } from './config.ts'
import { DEMO_MP } from './producao.ts'

const doc = readFileSync(path.join(ROOT_DIR, 'docs', 'deploy.md'), 'utf8')

/** The rows of the table under `## Settings`, as cells: [setting, what, production, default]. */
function settingsRows(): string[][] {
  const start = doc.indexOf('\n## Settings\n')
  expect(start, 'docs/deploy.md has a "## Settings" section').toBeGreaterThan(-1)
  const end = doc.indexOf('\n## ', start + 1)
  const section = doc.slice(start, end === -1 ? undefined : end)
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // header and separator
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
}

const namesIn = (cell: string) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string)

describe('docs/deploy.md', () => {
  const rows = settingsRows()
  const keys = Object.keys(EnvSchema.shape).sort()

  it('has a row for every setting of the configuration, and none it does not read', () => {
    const documented = rows.flatMap((cells) => namesIn(cells[0] ?? '')).sort()
    expect(documented).toEqual(keys)
    expect(rows.every((cells) => cells.length === 4)).toBe(true)
  })

  it("gives each setting's plain default as the schema does", () => {
    const defaults = EnvSchema.parse({}) as Record<string, unknown>
    const checked: string[] = []
    for (const key of keys) {
      const value = defaults[key]
      // The demo credentials are named, not written out; DATA_DIR's default is a path of this machine.
      if (value === undefined || key in DEMO_MP || key === 'DATA_DIR') continue
      const row = rows.find((cells) => namesIn(cells[0] ?? '').includes(key))
      expect(row?.[3], `${key}'s default`).toContain(`\`${String(value)}\``)
      checked.push(key)
    }
    // The numbers and switches the connection budget and the limits depend on are among them.
    expect(checked).toEqual(
      expect.arrayContaining(['DB_POOL_MAX', 'DB_CONNECTION_TIMEOUT_MS', 'JOBS_WORKERS', 'TRUST_PROXY']),
    )
  })
})
