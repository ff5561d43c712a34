// What every storage driver shares (decision 033): the key of a file, its URL path, its type and
// its cache. Kept apart from storage.ts, which loads the S3 driver, so the drivers depend on it alone.
import { randomUUID } from 'node:crypto'
import path from 'node:path'

/**
 * Where uploaded and generated files live: local disk (the default) or an S3-compatible bucket
 * (decision 033). Either way a file is named by a key `<folder>/<name>.<ext>` and the rows keep
 * `/api/arquivos/<key>`, so nothing in the database depends on the driver.
 */
export interface Storage {
  /** Stores the bytes under a new random name in `folder` and answers the public URL. */
  put(folder: string, extension: string, data: Buffer): Promise<string>
  /** Removes a file given the URL `put` answered; unknown URLs are ignored. */
  remove(url: string): Promise<void>
}

export const FILES_PREFIX = '/api/arquivos/'

/** Served with every stored file: a key never changes content. */
export const FILES_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  avif: 'image/avif',
  gif: 'image/gif',
}

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream'

/** A new key in `folder`. */
export const newKey = (folder: string, extension: string) => `${folder}/${randomUUID()}.${extension}`

/**
 * The key of a stored file's URL path or of a path below `/api/arquivos/`; undefined for anything
 * else (another URL, `..`, absolute or hidden names), so no request can reach outside the files.
 */
export function keyOf(urlOrKey: string): string | undefined {
  const key = urlOrKey.startsWith(FILES_PREFIX) ? urlOrKey.slice(FILES_PREFIX.length) : urlOrKey
  const parts = key.split('/')
  if (parts.length < 2 || key.length > 300) return undefined
  return parts.every((p) => /^[\w-][\w.-]*$/.test(p) && !p.startsWith('.')) ? key : undefined
}
