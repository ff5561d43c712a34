// What a command (the server, the worker, the storage copy) does when it cannot start: one line on
// stderr and exit code 1.
import { type Config, loadConfig } from './config.ts'

export const fail = (message: string): never => {
  console.error(`\n✖ ${message}\n`)
  process.exit(1)
}

/** The configuration of the environment, or its error and exit. */
export function configOuFalha(): Config {
  try {
    return loadConfig()
  } catch (error) {
    return fail((error as Error).message)
  }
}
