// The storefront's answers kept in each process's memory (decision 037) on many built processes
// behind haproxy: a change seen by every process within a second, ETag/304 through the balancer, and
// (when nginx is installed: apt-get install nginx-light) a real shared cache in front honouring
// Cache-Control: visitors' answers kept a second, a signed-in answer never kept nor served to another.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { freePort } from '@recria/postgres/free-port'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Cluster, criarCluster } from './mundo.ts'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

let c: Cluster
let anuncio: { id_anuncio: number; id_produto: number }

beforeAll(async () => {
  c = await criarCluster({ aoTerminar() {} })
  const { rows } = await c.pool.query(
    `select b.id_anuncio, a.id_produto from anuncios_busca b join anuncios a using (id_anuncio)
     where b.visivel order by b.id_anuncio limit 1`,
  )
  anuncio = rows[0]
}, 300_000)

afterAll(async () => {
  await c?.encerrar()
}, 60_000)

const ler = (base: string, caminho: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${caminho}`, { headers })

const precoEm = async (base: string) =>
  ((await (await ler(base, `/api/anuncios/${anuncio.id_anuncio}`)).json()) as { produto: { preco: number } })
    .produto.preco

async function emAte(ms: number, pronto: () => Promise<boolean>) {
  const fim = Date.now() + ms
  for (;;) {
    if (await pronto()) return
    if (Date.now() > fim) throw new Error(`a mudança não apareceu em ${ms} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

async function mudarPreco() {
  const { rows } = await c.pool.query(
    'update produtos set preco_centavos = preco_centavos + 100 where id_produto = $1 returning preco_centavos',
    [anuncio.id_produto],
  )
  return rows[0].preco_centavos / 100
}

describe('storefront answers on many processes', () => {
  it('a change shows in every process within 1 s, and the balancer answers 304 until then', async () => {
    const bases = c.servidores.map((s) => s.baseUrl)
    // Every process keeps the listing and page 1.
    for (const base of bases) {
      await precoEm(base)
      await ler(base, '/api/anuncios/ativos-comprador')
    }
    const antes = await ler(c.lb.baseUrl, `/api/anuncios/${anuncio.id_anuncio}`)
    const etag = antes.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    // Equal bodies have equal tags in every process: whichever process answers, 304.
    for (let i = 0; i < bases.length; i++) {
      const r = await ler(c.lb.baseUrl, `/api/anuncios/${anuncio.id_anuncio}`, { 'if-none-match': etag })
      expect(r.status).toBe(304)
    }

    const novo = await mudarPreco()
    const inicio = Date.now()
    await Promise.all(bases.map((base) => emAte(1000, async () => (await precoEm(base)) === novo)))
    console.log(`mudança vista pelos ${bases.length} processos em ${Date.now() - inicio} ms`)
    const depois = await ler(c.lb.baseUrl, `/api/anuncios/${anuncio.id_anuncio}`, { 'if-none-match': etag })
    expect(depois.status).toBe(200)
    expect(depois.headers.get('etag')).not.toBe(etag)
  })

  it('a shared cache in front keeps visitors’ answers a second and never a signed-in one', async () => {
    if (!existsSync(NGINX))
      throw new Error(`nginx não encontrado em ${NGINX} (apt-get install nginx-light, ou NGINX_PATH)`)
    const dir = path.join(c.dir, 'nginx')
    await mkdir(path.join(dir, 'cache'), { recursive: true })
    const porta = await freePort()
    await writeFile(
      path.join(dir, 'nginx.conf'),
      `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache keys_zone=vitrine:1m;
  server {
    listen 127.0.0.1:${porta};
    location / {
      proxy_pass ${c.lb.baseUrl};
      proxy_cache vitrine;
      proxy_cache_revalidate on;
      add_header X-Cache $upstream_cache_status always;
    }
  }
}
`,
    )
    const nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' })
    try {
      const proxy = `http://127.0.0.1:${porta}`
      await emAte(5000, async () => (await ler(proxy, '/api/pronto').catch(() => null))?.ok === true)
      const caminho = `/api/anuncios/${anuncio.id_anuncio}`

      // A visitor's answer is kept: the next visitor within the second gets it from the proxy.
      const primeiro = await ler(proxy, caminho)
      expect(primeiro.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, must-revalidate')
      const segundo = await ler(proxy, caminho)
      expect(segundo.headers.get('x-cache')).toBe('HIT')

      // Signed-in callers: private, never kept, never answered from what another one got.
      const [a, b] = c.compradores
      if (!a || !b) throw new Error('faltam compradores')
      for (const pessoa of [a, b, a, b]) {
        const r = await ler(proxy, caminho, { cookie: pessoa.cookie })
        expect(r.status).toBe(200)
        expect(r.headers.get('cache-control')).toBe('private, no-cache')
        expect(r.headers.get('x-cache')).not.toBe('HIT')
      }
      const meA = await ler(proxy, '/api/usuarios/me', { cookie: a.cookie })
      const meB = await ler(proxy, '/api/usuarios/me', { cookie: b.cookie })
      expect(((await meA.json()) as { id_usuario: number }).id_usuario).toBe(a.id)
      expect(((await meB.json()) as { id_usuario: number }).id_usuario).toBe(b.id)
      expect((await ler(proxy, '/api/usuarios/me')).status).toBe(401)

      // A change reaches a visitor through the proxy within its second plus the processes' notice.
      const novo = await mudarPreco()
      await emAte(
        2000,
        async () =>
          ((await (await ler(proxy, caminho)).json()) as { produto: { preco: number } }).produto.preco ===
          novo,
      )
    } finally {
      nginx.kill('SIGTERM')
    }
  })
})
