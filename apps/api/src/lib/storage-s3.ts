// The S3-compatible bucket behind STORAGE_DRIVER=s3 (decision 033), with the official AWS SDK v3.
import type { Readable } from 'node:stream'
import type { Config } from '../config.ts'
import {
  contentTypeOf,
  FILES_CACHE_CONTROL,
  FILES_PREFIX,
  keyOf,
  newKey,
  type Storage,
} from './storage-keys.ts'

export interface S3Options {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** A CDN serving the bucket's keys (`${publicUrl}/<key>`); unset: the API streams the objects. */
  publicUrl?: string
}

export interface StoredObject {
  body: Readable
  contentType: string
  contentLength?: number
  etag?: string
}

export interface S3Storage extends Storage {
  readonly publicUrl?: string
  /** Whether the bucket has the key. */
  has(key: string): Promise<boolean>
  /** Writes the bytes under an exact key (the copy command keeps the disk's names). */
  putKey(key: string, data: Buffer): Promise<void>
  /** The object to stream, or undefined when the bucket has no such key. */
  open(key: string): Promise<StoredObject | undefined>
}

/** The settings loadConfig requires with STORAGE_DRIVER=s3. */
export function s3Options(config: Config): S3Options {
  const required = {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  }
  for (const [name, value] of Object.entries(required))
    if (value === undefined) throw new Error(`STORAGE_DRIVER=s3 sem ${name}`)
  return { ...(required as Omit<S3Options, 'publicUrl'>), publicUrl: config.S3_PUBLIC_URL }
}

const missing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}

export async function createS3Storage(options: S3Options): Promise<S3Storage> {
  // Loaded here rather than at the top: the bundled server on local disk never loads the SDK (~0.5 s).
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3')
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Buckets of any S3-compatible service (MinIO, R2, Spaces…) answer path-style requests.
    forcePathStyle: true,
    // Checksums only where S3 demands them: not every compatible service reads the SDK's default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = options.bucket

  async function putKey(key: string, data: Buffer) {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: data,
        ContentType: contentTypeOf(key),
        CacheControl: FILES_CACHE_CONTROL,
      }),
    )
  }

  return {
    publicUrl: options.publicUrl,
    async put(folder, extension, data) {
      const key = newKey(folder, extension)
      await putKey(key, data)
      return FILES_PREFIX + key
    },
    async remove(url) {
      if (!url.startsWith(FILES_PREFIX)) return
      const key = keyOf(url)
      if (key) await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    putKey,
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (error) {
        if (missing(error)) return false
        throw error
      }
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(key),
          contentLength: object.ContentLength,
          etag: object.ETag,
        }
      } catch (error) {
        if (missing(error)) return undefined
        throw error
      }
    },
  }
}
