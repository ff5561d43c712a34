// What a test run may leave behind: PostgreSQL servers, Chromium browsers and built servers started
// for it and still alive after it ended. A snapshot before the run tells them from the machine's own.
import { execFileSync } from 'node:child_process'

const WATCHED = /(^|\/)(postgres|chromium)(\s|$)|apps\/api\/dist\/server\.js/

/** The watched processes running now: pid → command line. */
export function watchedProcesses() {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n')
  const found = new Map()
  for (const line of lines) {
    const match = /^\s*(\d+)\s+(.*)$/.exec(line)
    if (match && WATCHED.test(match[2])) found.set(Number(match[1]), match[2])
  }
  return found
}

/** The watched processes started since `before` that are still alive after `graceMs` (they may be exiting). */
export async function leftovers(before, graceMs = 5_000) {
  const deadline = Date.now() + graceMs
  for (;;) {
    const left = [...watchedProcesses()].filter(([pid]) => !before.has(pid))
    if (left.length === 0 || Date.now() > deadline) return left.map(([pid, args]) => `${pid} ${args}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
