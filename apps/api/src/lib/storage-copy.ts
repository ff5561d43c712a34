// Copies the local disk's images into the bucket under the same keys (decision 033): the rows keep
// `/api/arquivos/<key>` with either driver, so none is rewritten.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { keyOf } from './storage-keys.ts'
import type { S3Storage } from './storage-s3.ts'

export interface CopyResult {
  copiados: number
  existentes: number
  /** Files whose names cannot be a key (hidden files, odd names): left where they are. */
  ignorados: string[]
}

/** Every file below `rootDir`, as paths relative to it with '/' separators. */
async function filesBelow(rootDir: string): Promise<string[]> {
  const entries = await readdir(rootDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    },
  )
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** Puts each file the bucket does not have yet; running it again copies only what is missing. */
export async function copyToBucket(
  rootDir: string,
  bucket: S3Storage,
  onProgress?: (done: number, total: number) => void,
): Promise<CopyResult> {
  const result: CopyResult = { copiados: 0, existentes: 0, ignorados: [] }
  const files = await filesBelow(rootDir)
  const keys = files.filter((file) => {
    if (keyOf(file)) return true
    result.ignorados.push(file)
    return false
  })
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string
      if (await bucket.has(key)) result.existentes++
      else {
        await bucket.putKey(key, await readFile(path.join(rootDir, key)))
        result.copiados++
      }
      onProgress?.(++done, keys.length)
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return result
}
