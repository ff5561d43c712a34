// A local S3-compatible server (s3rver, from the npm registry) with one empty bucket, for the tests
// of STORAGE_DRIVER=s3 (decision 033). Its files live in a throw-away folder.
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { ROOT_DIR } from '../config.ts'

export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export async function startS3(bucket = 'recria') {
  const directory = path.join(ROOT_DIR, '.data', 'test', `s3-${randomBytes(6).toString('hex')}`)
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true })
  const { port } = (await server.run()) as unknown as { port: number }
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
  })
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
  return {
    endpoint,
    /** The settings of a process storing into this bucket. */
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    },
    /** Every key in the bucket, sorted. */
    async keys(): Promise<string[]> {
      const keys: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
        keys.push(...(page.Contents ?? []).map((o) => o.Key as string))
        token = page.NextContinuationToken
      } while (token)
      return keys.sort()
    },
    /** An object's bytes and headers as the bucket keeps them. */
    async object(key: string) {
      const o = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      const bytes = Buffer.from(
        await (o.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      )
      return { bytes, contentType: o.ContentType, cacheControl: o.CacheControl }
    },
    async close() {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

export type LocalS3 = Awaited<ReturnType<typeof startS3>>
