// The storage of the process (decision 033): local disk, or the S3 driver loaded only when chosen.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../config.ts'
import { FILES_PREFIX, newKey, type Storage } from './storage-keys.ts'

export * from './storage-keys.ts'

export function createDiskStorage(rootDir: string): Storage {
  return {
    async put(folder, extension, data) {
      const name = newKey(folder, extension)
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

/** The process's one storage, from STORAGE_DRIVER: the S3 client is loaded only when it is used. */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE_DRIVER !== 's3') return createDiskStorage(config.uploadsDir)
  const { createS3Storage, s3Options } = await import('./storage-s3.ts')
  return createS3Storage(s3Options(config))
}
