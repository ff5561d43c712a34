import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where uploaded files live; local disk by default (S3-compatible storage can implement the same). */
export interface Storage {
  /** Stores the bytes under a new random name in `folder` and answers the public URL. */
  put(folder: string, extension: string, data: Buffer): Promise<string>
  /** Removes a file given the URL `put` answered; unknown URLs are ignored. */
  remove(url: string): Promise<void>
}

export const FILES_PREFIX = '/api/arquivos/'

export function createDiskStorage(rootDir: string): Storage {
  return {
    async put(folder, extension, data) {
      const name = `${folder}/${randomUUID()}.${extension}`
      await mkdir(path.join(rootDir, folder), { recursive: true })
      await writeFile(path.join(rootDir, name), data)
      return FILES_PREFIX + name
    },
    async remove(url) {
      if (!url.startsWith(FILES_PREFIX)) return
      const name = path.normalize(url.slice(FILES_PREFIX.length))
      if (name.startsWith('..') || path.isAbsolute(name)) return
      await rm(path.join(rootDir, name), { force: true })
    },
  }
}
