// STORAGE_DRIVER=s3 (decision 033) against a local S3-compatible server: what is put is served with
// its bytes, type and year-long cache; removed, it is gone; the API's uploads, the demo seed and the
// copy command all go to the bucket, and a CDN in S3_PUBLIC_URL is where the images are sent.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../seed/seed.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { loadConfig, ROOT_DIR } from '../config.ts'
import { createProduto, insertMateria, seller } from '../modules/produtos/produtos.fixtures.ts'
import { createStorage } from './storage.ts'
import { copyToBucket } from './storage-copy.ts'
import { type LocalS3, startS3 } from './storage-s3.fixtures.ts'
import { createS3Storage, s3Options } from './storage-s3.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const FILE_URL = /^\/api\/arquivos\/(produtos|fotos)\/[0-9a-f-]{36}\.webp$/
const keyOf = (url: string) => url.replace(/^\/api\/arquivos\//, '')

let s3: LocalS3
let t: TestApp
beforeAll(async () => {
  s3 = await startS3()
  t = await createTestApp(s3.env)
})
afterAll(async () => {
  await t?.close()
  await s3?.close()
})

const bucketStorage = () => createS3Storage(s3Options(t.config))
const get = (url: string) => t.app.inject({ method: 'GET', url })
const localFiles = () => readdir(t.config.uploadsDir, { recursive: true }).catch(() => [])

describe('the S3 storage', () => {
  // First, on the file's still empty database, as `npm start` seeds it.
  it('the demo seed writes every picture through the same storage, into the bucket', async () => {
    expect(await seedDemo(t.db, await createStorage(t.config))).toBe(true)
    const { rows } = await t.pool.query<{ url: string }>(
      `select foto_url as url from usuarios where foto_url is not null
       union all select imagem from produtos union all select imagem_detalhe from produtos
       union all select card from produto_imagens union all select arquivo_1280 from produto_imagens`,
    )
    expect(rows.length).toBeGreaterThan(20)
    const keys = new Set(await s3.keys())
    for (const { url } of rows) {
      expect(url).toMatch(FILE_URL)
      expect(keys.has(keyOf(url)), url).toBe(true)
    }
    const one = await get(rows[0]?.url as string)
    expect(one.statusCode).toBe(200)
    expect(await localFiles()).toEqual([])
  }, 120_000)

  it('puts the bytes in the bucket and the API serves them with their type and a year-long cache', async () => {
    const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 uma imagem')
    const url = await (await bucketStorage()).put('produtos', 'webp', bytes)
    expect(url).toMatch(FILE_URL)
    expect(await s3.object(keyOf(url))).toEqual({
      bytes,
      contentType: 'image/webp',
      cacheControl: IMMUTABLE,
    })

    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(bytes)).toBe(true)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    expect(res.headers['content-length']).toBe(String(bytes.length))
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/)
    const head = await t.app.inject({ method: 'HEAD', url })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('image/webp')
    expect(head.body).toBe('')
    expect(await localFiles()).toEqual([])
  })

  it('removes a file: the bucket no longer has it and the API answers 404, not cached', async () => {
    const storage = await bucketStorage()
    const url = await storage.put('fotos', 'webp', Buffer.from('foto'))
    expect(await s3.keys()).toContain(keyOf(url))
    await storage.remove(url)
    expect(await s3.keys()).not.toContain(keyOf(url))
    expect(await storage.has(keyOf(url))).toBe(false)
    // Unknown URLs are ignored, as with the disk.
    await storage.remove('https://example.com/produtos/x.webp')
    await storage.remove('/api/arquivos/../segredo')

    const res = await get(url)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ mensagem: 'Rota não encontrada.' })
    expect(res.headers['cache-control']).toBeUndefined()
  })

  it('answers 404 for names that cannot be a stored key, without asking the bucket', async () => {
    await (await bucketStorage()).putKey('produtos/visivel.webp', Buffer.from('x'))
    for (const url of [
      '/api/arquivos/produtos/..%2F..%2Fpackage.json',
      '/api/arquivos/../package.json',
      '/api/arquivos/produtos/.oculto',
      '/api/arquivos/visivel.webp',
      '/api/arquivos/produtos/%00.webp',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
    }
    expect((await get('/api/arquivos/produtos/visivel.webp')).statusCode).toBe(200)
  })

  it('stores a product photo uploaded through the API, every size readable at its URL, from any process', async () => {
    const ana = await seller(t)
    const pet = await insertMateria(t, ana)
    const produto = await createProduto(t, ana, [pet])
    expect(produto.imagem).toMatch(FILE_URL)
    const { rows } = await t.pool.query(
      'select card, arquivo_320, arquivo_640, arquivo_1280 from produto_imagens where id_produto = $1',
      [produto.id_produto],
    )
    const urls = [produto.imagem, produto.imagem_detalhe, ...Object.values(rows[0] ?? {})].filter(Boolean)
    expect(urls.length).toBeGreaterThanOrEqual(3)
    const keys = await s3.keys()
    for (const url of urls as string[]) {
      expect(keys).toContain(keyOf(url))
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect(res.headers['cache-control']).toBe(IMMUTABLE)
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP')
    }
    expect(await localFiles()).toEqual([])

    // Another process on the same bucket (its own data folder, empty) serves the same bytes.
    const other = await createTestApp(s3.env)
    try {
      const there = await other.app.inject({ method: 'GET', url: produto.imagem })
      const here = await get(produto.imagem)
      expect(there.statusCode).toBe(200)
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true)
    } finally {
      await other.close()
    }
  })
})

describe('npm run storage:copiar', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(ROOT_DIR, '.data', 'test', 'uploads-'))
    await mkdir(path.join(dir, 'produtos'), { recursive: true })
    await mkdir(path.join(dir, 'fotos'), { recursive: true })
    await writeFile(path.join(dir, 'produtos', 'copia-a.webp'), 'imagem a')
    await writeFile(path.join(dir, 'fotos', 'copia-b.webp'), 'foto b')
    await writeFile(path.join(dir, '.DS_Store'), 'lixo')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('copies the local files under the same keys, and a second run copies nothing', async () => {
    const before = await s3.keys()
    const storage = await bucketStorage()
    expect(await copyToBucket(dir, storage)).toEqual({ copiados: 2, existentes: 0, ignorados: ['.DS_Store'] })
    expect((await s3.object('produtos/copia-a.webp')).bytes.toString()).toBe('imagem a')
    expect(await s3.object('fotos/copia-b.webp')).toMatchObject({
      contentType: 'image/webp',
      cacheControl: IMMUTABLE,
    })
    expect(await s3.keys()).toEqual([...before, 'fotos/copia-b.webp', 'produtos/copia-a.webp'].sort())

    // A file the bucket already has is left as it is there.
    await writeFile(path.join(dir, 'produtos', 'copia-a.webp'), 'mudou no disco')
    expect(await copyToBucket(dir, storage)).toEqual({ copiados: 0, existentes: 2, ignorados: ['.DS_Store'] })
    expect((await s3.object('produtos/copia-a.webp')).bytes.toString()).toBe('imagem a')
    // The same URL the rows keep is served from the bucket: nothing in the database changes.
    expect((await get('/api/arquivos/fotos/copia-b.webp')).body).toBe('foto b')
  })

  it('runs as a command over DATA_DIR/uploads, and refuses without STORAGE_DRIVER=s3', async () => {
    const dataDir = await mkdtemp(path.join(ROOT_DIR, '.data', 'test', 'copiar-'))
    await mkdir(path.join(dataDir, 'uploads', 'produtos'), { recursive: true })
    await writeFile(path.join(dataDir, 'uploads', 'produtos', 'pelo-comando.webp'), 'c')
    const run = (env: Record<string, string>) =>
      promisify(execFile)('npx', ['tsx', 'apps/api/src/storage-copiar.ts'], {
        cwd: ROOT_DIR,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
      })
    try {
      const first = await run(s3.env)
      expect(first.stdout).toContain('1 arquivo(s) copiado(s), 0 já estava(m) no bucket.')
      expect(await s3.keys()).toContain('produtos/pelo-comando.webp')
      const again = await run(s3.env)
      expect(again.stdout).toContain('0 arquivo(s) copiado(s), 1 já estava(m) no bucket.')

      const refused = await run({ STORAGE_DRIVER: 'disk' }).catch((error) => error)
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain(
        'Defina STORAGE_DRIVER=s3 e as variáveis S3_* do bucket de destino (veja .env.example).',
      )
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('S3_PUBLIC_URL (a CDN)', () => {
  let cdn: TestApp
  beforeAll(async () => {
    cdn = await createTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://imagens.recria.test/' })
  })
  afterAll(() => cdn?.close())

  it('sends the browser to the CDN for the same key, a redirect kept for a year', async () => {
    const res = await cdn.app.inject({ method: 'GET', url: '/api/arquivos/produtos/abc-123.webp' })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('https://imagens.recria.test/produtos/abc-123.webp')
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
  })

  it("the pages' Content-Security-Policy lets images come from the CDN's origin", async () => {
    const imgSrc = (csp: unknown) =>
      String(csp)
        .split(';')
        .find((d) => d.startsWith('img-src'))
    const withCdn = await cdn.app.inject({ method: 'GET', url: '/api/arquivos/produtos/abc.webp' })
    expect(imgSrc(withCdn.headers['content-security-policy'])).toBe(
      "img-src 'self' data: blob: https://imagens.recria.test",
    )
    const withoutCdn = await get('/api/arquivos/produtos/abc.webp')
    expect(imgSrc(withoutCdn.headers['content-security-policy'])).toBe("img-src 'self' data: blob:")
  })
})

describe('configuration', () => {
  it('STORAGE_DRIVER=s3 names every missing S3 setting; disk stays the default', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/recria-config' }
    expect(loadConfig(base).STORAGE_DRIVER).toBe('disk')
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'recria' })).toThrow(
      [
        'Configuração inválida:',
        '  S3_ENDPOINT: obrigatória com STORAGE_DRIVER=s3 (o bucket onde ficam as imagens)',
        '  S3_REGION: obrigatória com STORAGE_DRIVER=s3 (o bucket onde ficam as imagens)',
        '  S3_ACCESS_KEY_ID: obrigatória com STORAGE_DRIVER=s3 (o bucket onde ficam as imagens)',
        '  S3_SECRET_ACCESS_KEY: obrigatória com STORAGE_DRIVER=s3 (o bucket onde ficam as imagens)',
      ].join('\n'),
    )
    expect(() => loadConfig({ ...base, ...s3.env, S3_PUBLIC_URL: 'ftp://imagens' })).toThrow(
      'S3_PUBLIC_URL: use um endereço http(s), como https://imagens.recria.com.br',
    )
    expect(
      loadConfig({ ...base, ...s3.env, S3_PUBLIC_URL: 'https://cdn.recria.com.br/' }).S3_PUBLIC_URL,
    ).toBe('https://cdn.recria.com.br')
  })
})
