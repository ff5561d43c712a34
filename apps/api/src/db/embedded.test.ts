// Run as root, the embedded PostgreSQL runs as the 'postgres' system user, which cannot enter a
// private folder (such as /root, 0700): its programs and cluster then live in a reachable place
// (decision 011). Run as anyone else, the same calls start the server from its usual place.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { startEmbeddedPostgres } from '@recria/postgres/embedded'
import { blockedFolder, isRoot, reachableBinaries, reachableClusterDir } from '@recria/postgres/embedded-root'
import { freePort } from '@recria/postgres/free-port'
import { packageBinaries } from '@recria/postgres/postgres-cluster'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let base: string
let reachable: string
let privada: string
beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'recria-perm-'))
  await chmod(base, 0o755)
  reachable = path.join(base, 'var-lib-recria')
  privada = path.join(base, 'privada')
  await mkdir(path.join(privada, 'app', '.data'), { recursive: true })
  await chmod(privada, 0o700)
})
afterAll(() => rm(base, { recursive: true, force: true }))

describe('blockedFolder', () => {
  it('names the private folder on the way to the data', () => {
    expect(blockedFolder(path.join(privada, 'app', '.data', 'postgres'))).toBe(privada)
  })

  it('answers null when every folder on the way can be entered', () => {
    expect(blockedFolder(base)).toBeNull()
  })
})

describe('reachableClusterDir', () => {
  it('keeps the cluster of a private data folder in the reachable place, linked from it', async () => {
    const dataDir = path.join(privada, 'app', '.data')
    const dir = await reachableClusterDir(dataDir, reachable)
    expect(dir.startsWith(`${reachable}/`)).toBe(true)
    expect(blockedFolder(dir)).toBeNull()
    expect(await readlink(path.join(dataDir, 'postgres'))).toBe(dir)
    expect(await readFile(path.join(path.dirname(dir), 'DATA_DIR'), 'utf8')).toBe(`${dataDir}\n`)
    await mkdir(dir)
    expect(await reachableClusterDir(dataDir, reachable)).toBe(dir)
  })

  it('starts empty again once the data folder is deleted', async () => {
    const dataDir = path.join(privada, 'outra', '.data')
    const dir = await reachableClusterDir(dataDir, reachable)
    await mkdir(path.join(dir, 'base'), { recursive: true })
    await rm(dataDir, { recursive: true })
    expect(await reachableClusterDir(dataDir, reachable)).toBe(dir)
    expect(existsSync(dir)).toBe(false)
  })

  it('leaves a reachable data folder alone', async () => {
    const dataDir = path.join(base, 'aberta', '.data')
    expect(await reachableClusterDir(dataDir, reachable)).toBe(path.join(dataDir, 'postgres'))
  })
})

describe('reachableBinaries', () => {
  it('copies the programs out of a private folder once, and the copy runs', async () => {
    const bin = await packageBinaries()
    // The package as it would be installed in a repository under a private folder.
    const packageRoot = path.resolve(path.dirname(bin.postgres), '..', '..')
    const installed = path.join(privada, 'pacote')
    await cp(packageRoot, installed, { recursive: true, verbatimSymlinks: true })
    const inside = (file: string) => path.join(installed, path.relative(packageRoot, file))
    const privateBin = { initdb: inside(bin.initdb), postgres: inside(bin.postgres) }

    const copy = await reachableBinaries(privateBin, reachable)
    expect(blockedFolder(path.dirname(copy.postgres))).toBeNull()
    const { stdout } = await promisify(execFile)(copy.postgres, ['--version'])
    expect(stdout).toMatch(/^postgres \(PostgreSQL\) \d+/)
    const copiedAt = (await stat(copy.postgres)).mtimeMs
    expect(await reachableBinaries(privateBin, reachable)).toEqual(copy)
    expect((await stat(copy.postgres)).mtimeMs).toBe(copiedAt)
    expect((await readdir(reachable)).filter((name) => name.endsWith('.parcial'))).toEqual([])
  })
})

describe('startEmbeddedPostgres', () => {
  it('starts from a private data folder and keeps the data across restarts', {
    timeout: 120_000,
  }, async () => {
    const dataDir = path.join(privada, 'servidor', '.data')
    const port = await freePort()
    const query = async (sql: string) => {
      const client = new pg.Client({ connectionString: server.url('postgres') })
      await client.connect()
      try {
        return (await client.query(sql)).rows
      } finally {
        await client.end()
      }
    }

    let server = await startEmbeddedPostgres(dataDir, port, { reachableBase: reachable })
    await query(`create table guardada (texto text); insert into guardada values ('ainda aqui')`)
    await server.stop()
    server = await startEmbeddedPostgres(dataDir, port, { reachableBase: reachable })
    try {
      expect(await query('select texto from guardada')).toEqual([{ texto: 'ainda aqui' }])
      expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true)
      // Run as root, the cluster belongs to 'postgres' and sits where that user can reach it.
      const [{ data_directory }] = await query(`select current_setting('data_directory') as data_directory`)
      expect(data_directory).toBe(server.dir)
      if (isRoot())
        expect([server.dir.startsWith(reachable), (await stat(server.dir)).uid !== 0]).toEqual([true, true])
      else expect(server.dir).toBe(path.join(dataDir, 'postgres'))
    } finally {
      await server.stop()
    }
  })
})
