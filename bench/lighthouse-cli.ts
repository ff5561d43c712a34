// One Lighthouse run exactly as its command line makes it with its defaults: a fresh Chromium
// (chrome-launcher's flags, a new profile, cold cache), the mobile profile with simulated slow 4G and
// a 4× slower CPU, the default categories. Only headless and the sandbox are set, as anyone running it
// on a server does. A signed-in page gets its session cookie as the command line's --extra-headers.
import { execFile } from 'node:child_process'
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Result as Lhr } from 'lighthouse'
import { chromiumPath } from '../scripts/chromium.mjs'

const run = promisify(execFile)
const BIN = path.resolve(import.meta.dirname, '../node_modules/lighthouse/cli/index.js')

/** Lighthouse's own failure to record the page (NO_NAVSTART and the like): its advice is to run again. */
export class RodadaPerdida extends Error {}

/** The run's result; with `relatorio`, its HTML report is written there too. */
export async function lighthouseCli(
  url: string,
  { cookie, relatorio }: { cookie?: string; relatorio?: string } = {},
): Promise<Lhr> {
  const dir = await mkdtemp(path.join(tmpdir(), 'recria-lighthouse-'))
  const saida = path.join(dir, 'lhr')
  try {
    const args = [
      BIN,
      url,
      '--quiet',
      '--locale=pt',
      '--output=json',
      '--output=html',
      `--output-path=${saida}`,
      '--chrome-flags=--headless=new --no-sandbox',
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ]
    await run(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath() ?? '' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string }) => {
      // Lighthouse's own failure to record the page (NO_NAVSTART and the like): its advice is to run again.
      const perdida = /Runtime error encountered: .*\((\w+)\)/.exec(error.stderr ?? '')
      if (perdida) throw new RodadaPerdida(perdida[1] ?? 'erro do Lighthouse')
      throw error
    })
    if (relatorio) await copyFile(`${saida}.report.html`, relatorio)
    return JSON.parse(await readFile(`${saida}.report.json`, 'utf8')) as Lhr
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
