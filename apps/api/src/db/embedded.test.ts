// Run as root, the embedded PostgreSQL runs as the 'postgres' system user: a private folder on the
// way to its files (such as /root, 0700) must be named before it fails with a bare EACCES.
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockedFolder } from './embedded.ts'

let base: string
beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'recria-perm-'))
  await chmod(base, 0o755)
  await mkdir(path.join(base, 'privada', 'app', '.data'), { recursive: true })
  await chmod(path.join(base, 'privada'), 0o700)
})
afterAll(() => rm(base, { recursive: true, force: true }))

describe('blockedFolder', () => {
  it('names the private folder on the way to the data', () => {
    expect(blockedFolder(path.join(base, 'privada', 'app', '.data', 'postgres'))).toBe(
      path.join(base, 'privada'),
    )
  })

  it('answers null when every folder on the way can be entered', () => {
    expect(blockedFolder(base)).toBeNull()
  })
})
