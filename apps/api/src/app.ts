import path from 'node:path'
import fastifyCookie from '@fastify/cookie'
import fastifyMultipart from '@fastify/multipart'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import { mpSimulator } from '@recria/mp-simulator/plugin'
import Fastify, { type FastifyInstance } from 'fastify'
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod'
import helmet from 'helmet'
import type { DestinationStream } from 'pino'
import { type Config, ROOT_DIR } from './config.ts'
import { createDb, type Db, poolSettings } from './db/client.ts'
import type { Deps } from './deps.ts'
import { registerJobs } from './jobs.ts'
import { startBoss } from './lib/boss.ts'
import { CANAL_CARRINHO, CANAL_CATALOGO, createCacheRespostas } from './lib/cache-respostas.ts'
import { createCipher, tokenKey } from './lib/crypto.ts'
import { ensureEmailQueue, queueMailer } from './lib/email-fila.ts'
import { frameworkErrorHandler, installErrorHandler } from './lib/error-handler.ts'
import { installRouteGuards } from './lib/guards.ts'
import { IMAGE_MAX_BYTES } from './lib/images.ts'
import { loggerOptions, requestLogController } from './lib/log-redact.ts'
import { createMailer, type Mailer } from './lib/mail.ts'
import { installOriginCheck } from './lib/origin-check.ts'
import { createCanal } from './lib/pg-canal.ts'
import { createRateLimiter } from './lib/rate-limit.ts'
import { responseSerializerCompiler } from './lib/response-serializer.ts'
import { fixedHeaders, installSecurityHeaders } from './lib/security-headers.ts'
import { createStorage, type Storage } from './lib/storage.ts'
import { registerStoredFiles } from './lib/storage-route.ts'
import { inlineStyleHashes, serveWebApp } from './lib/web-app.ts'
import {
  auditoriaRoutes,
  denunciasAdminRoutes,
  disputasRoutes,
  financeiroRoutes,
  moderacaoRoutes,
  usuariosAdminRoutes,
} from './modules/admin/admin.module.ts'
import {
  anunciosRoutes,
  createAnuncioPreview,
  createInicioPreview,
  createVitrinePreloads,
} from './modules/anuncios/anuncios.module.ts'
import { authRoutes, installSession } from './modules/auth/auth.module.ts'
import { avaliacoesRoutes } from './modules/avaliacoes/avaliacoes.module.ts'
import { carrinhoRoutes } from './modules/carrinho/carrinho.module.ts'
import { checkoutRoutes } from './modules/checkout/checkout.module.ts'
import { conversoesRoutes } from './modules/conversoes/conversoes.module.ts'
import { dashboardRoutes } from './modules/dashboard/dashboard.module.ts'
import { denunciasRoutes } from './modules/denuncias/denuncias.module.ts'
import { enderecosRoutes } from './modules/enderecos/enderecos.module.ts'
import { entregasRoutes } from './modules/entregas/entregas.module.ts'
import { favoritosRoutes } from './modules/favoritos/favoritos.module.ts'
import { createLojaPreview, lojasRoutes } from './modules/lojas/lojas.module.ts'
import { materiasPrimasRoutes } from './modules/materias-primas/materias-primas.module.ts'
import { configureSdk, mercadopagoRoutes } from './modules/mercadopago/mercadopago.module.ts'
import {
  CANAL as CANAL_NOTIFICACOES,
  notificacoesRoutes,
} from './modules/notificacoes/notificacoes.module.ts'
import {
  createOperacaoModule,
  installMetricas,
  installRequisicoesLentas,
  requestIdGenerator,
  saudeRoutes,
} from './modules/operacao/operacao.module.ts'
import { pagamentosRoutes } from './modules/pagamentos/pagamentos.module.ts'
import {
  pedidosAcoesRoutes,
  pedidosMateriaCobrancaRoutes,
  pedidosMensagensRoutes,
  pedidosRoutes,
} from './modules/pedidos/pedidos.module.ts'
import { produtosRoutes } from './modules/produtos/produtos.module.ts'
import { reembolsosRoutes } from './modules/reembolsos/reembolsos.module.ts'
import { exclusaoRoutes, usuariosRoutes } from './modules/usuarios/usuarios.module.ts'
import { createModules } from './services.ts'

export interface AppOptions {
  config: Config
  db: Db
  webDistDir?: string
  /** Where the e-mail job hands messages (SMTP or the outbox by default). */
  mailTransport?: Mailer
  /** Where log lines are written (stdout by default). */
  logStream?: DestinationStream
  /** Where images are stored; built from the config (createStorage) when not given. */
  storage?: Storage
}

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Plain-HTTP local runs must keep working; HTTPS deployments get HSTS from helmet anyway.
  upgradeInsecureRequests: null,
}

/**
 * The page's one inline stylesheet is allowed by its hash (`inlineStyleHashes`); images may also come
 * from the CDN of the object storage (S3_PUBLIC_URL, decision 033).
 */
const helmetOptions = (styleHashes: string[], imageOrigins: string[] = []) => ({
  contentSecurityPolicy: {
    directives: {
      ...CSP,
      styleSrc: [...CSP.styleSrc, ...styleHashes],
      imgSrc: [...CSP.imgSrc, ...imageOrigins],
    },
  },
})

/** Where images are served from besides this origin. */
const imageOrigins = (config: Config) =>
  config.STORAGE_DRIVER === 's3' && config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []

const DOCS_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
}

export async function buildApp({
  config,
  db,
  webDistDir = path.join(ROOT_DIR, 'apps/web/dist'),
  mailTransport,
  logStream,
  storage: givenStorage,
}: AppOptions) {
  const helmetConfig = helmetOptions(inlineStyleHashes(webDistDir), imageOrigins(config))
  const storage = givenStorage ?? (await createStorage(config))
  const securityHeaders = helmet(helmetConfig)
  const app = Fastify({
    // Tokens, codes, cookies and signatures never reach a log line (lib/log-redact.ts); JSON or
    // readable lines (LOG_FORMAT); a line per request only with LOG_LEVEL=debug (decision 035).
    logger: loggerOptions(config, logStream),
    logController: requestLogController(config.LOG_LEVEL),
    // A URL that cannot even be decoded never reaches a route or the hooks: same answer, same headers.
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    // The trusted proxy's X-Request-Id (well-formed), else a fresh UUID (modules/operacao/request-id.ts).
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    requestIdHeader: false,
    bodyLimit: 100 * 1024,
    trustProxy: config.TRUST_PROXY,
  })
  app.setValidatorCompiler(validatorCompiler)
  // Answers serialised from compiled schemas; the tests also check each against zod (decision 038).
  app.setSerializerCompiler(responseSerializerCompiler({ checked: config.NODE_ENV === 'test' }))
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id)
  })
  // Slow requests are logged whatever the level (request lines only with debug).
  installRequisicoesLentas(app, config.LOG_SLOW_REQUEST_MS)
  installErrorHandler(app)

  // helmet's headers, computed once (lib/security-headers.ts).
  installSecurityHeaders(app, fixedHeaders(securityHeaders))
  await app.register(fastifyCookie)
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 2048, parts: 25 },
  })
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Recria API', version: '1.0.0' }, servers: [{ url: '/api' }] },
    // The Mercado Pago simulator stands in for another company's API: it is not ours to document.
    transform: (input) =>
      input.url.startsWith('/mp-sim')
        ? { schema: { hide: true }, url: input.url }
        : jsonSchemaTransform(input),
  })
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The docs page is the only one allowed inline styles (Swagger UI sets them at run time).
    staticCSP: { ...DOCS_CSP, 'style-src': ["'self'", "'unsafe-inline'"] },
  })

  await registerStoredFiles(app, config, storage)

  installOriginCheck(app, config.publicUrl)
  installSession(app, db)
  configureSdk(config.mp.apiUrl)
  if (config.mp.mode === 'simulador') await mountSimulator(app, config, db)

  const boss = await startBoss(db, app.log, { schedule: config.JOBS_WORKERS })
  // Jobs already running finish (up to 10 s) before the pool they write to can be ended: stopping
  // them at once left their last write to a closed pool.
  app.addHook('onClose', () => boss.stop({ graceful: true, timeout: 10_000, close: false, wait: true }))
  const cipher = createCipher(tokenKey(config))
  await ensureEmailQueue(boss)
  const leitura = config.DATABASE_READ_URL
    ? createDb(config.DATABASE_READ_URL, { ...poolSettings(config), max: config.DB_READ_POOL_MAX }, app.log)
    : null
  if (leitura) app.addHook('onClose', () => leitura.pool.end())
  const deps: Deps = {
    config,
    db,
    dbLeitura: leitura?.db ?? db,
    log: app.log,
    storage,
    mail: queueMailer(boss, cipher),
    rateLimit: createRateLimiter(db, config.RATE_LIMIT_WINDOW_SECONDS),
    boss,
    cipher,
  }
  const modules = createModules(deps)
  // The storefront's answers kept in memory (decision 037): a replica may lag a notice a moment.
  const cacheVitrine = createCacheRespostas({
    entradas: config.CACHE_VITRINE_ENTRADAS,
    validadeMs: 30_000,
    esperaMs: config.DATABASE_READ_URL ? 2000 : 0,
  })
  // Each buyer's cart, kept the same way for that buyer alone (decision 039).
  const cacheCarrinhos = createCacheRespostas({
    entradas: config.CACHE_CARRINHOS_ENTRADAS,
    validadeMs: 30_000,
    esperaMs: 0,
  })
  app.decorateRequest('cacheResposta', null)
  if (cacheCarrinhos.ligado) app.addHook('onSend', cacheCarrinhos.aoEscrever)
  if (config.JOBS_WORKERS) await registerJobs(deps, modules, mailTransport ?? createMailer(config, app.log))
  // The process's one LISTEN connection for notifications. Its streams end before the server closes
  // (it would wait for them forever); the connection itself goes with them.
  const canal = createCanal(db.$client, CANAL_NOTIFICACOES, app.log, config.DATABASE_DIRECT_URL)
  app.addHook('preClose', () => canal.close())
  // The cache's notices come on the same connection, listened from the start: nothing is kept before.
  if (cacheVitrine.ligado) canal.ouvir(CANAL_CATALOGO, cacheVitrine.ouvinte)
  if (cacheCarrinhos.ligado) {
    // A cart shows its listings as the catalogue does: their changes drop it too.
    canal.ouvir(CANAL_CATALOGO, cacheCarrinhos.ouvinte)
    canal.ouvir(CANAL_CARRINHO, cacheCarrinhos.ouvinte)
  }
  if (cacheVitrine.ligado || cacheCarrinhos.ligado) canal.conectar()
  // Before the routes: its timing hook must reach every one of them.
  installMetricas(app, { token: config.METRICS_TOKEN, pool: db.$client, streamsAbertos: canal.abertos })
  await app.register(
    async (api) => {
      installRouteGuards(api)
      // Each plugin gets its own module's face and the neighbours it names, nothing more.
      const { admin, pedidos } = modules
      await api.register(authRoutes, { deps, auth: modules.auth })
      await api.register(usuariosRoutes, { deps, usuarios: modules.usuarios })
      await api.register(exclusaoRoutes, { deps, usuarios: modules.usuarios })
      await api.register(enderecosRoutes, { enderecos: modules.enderecos })
      await api.register(entregasRoutes, { entregas: modules.entregas })
      await api.register(favoritosRoutes, { deps, favoritos: modules.favoritos })
      await api.register(mercadopagoRoutes, { deps, mercadopago: modules.mercadopago })
      await api.register(pagamentosRoutes, { pagamentos: modules.pagamentos })
      await api.register(produtosRoutes, { produtos: modules.produtos })
      await api.register(anunciosRoutes, { anuncios: modules.anuncios, vitrine: cacheVitrine })
      await api.register(materiasPrimasRoutes, { materiasPrimas: modules.materiasPrimas })
      await api.register(conversoesRoutes, { conversoes: modules.conversoes })
      await api.register(denunciasRoutes, { deps, denuncias: modules.denuncias })
      await api.register(carrinhoRoutes, { carrinho: modules.carrinho, carrinhos: cacheCarrinhos })
      await api.register(checkoutRoutes, { deps, checkout: modules.checkout, carrinho: modules.carrinho })
      await api.register(pedidosAcoesRoutes, { deps, pedidos })
      await api.register(pedidosMateriaCobrancaRoutes, { pedidos })
      await api.register(dashboardRoutes, { dashboard: modules.dashboard })
      await api.register(lojasRoutes, { lojas: modules.lojas, vitrine: cacheVitrine })
      await api.register(pedidosRoutes, { pedidos })
      await api.register(pedidosMensagensRoutes, { deps, pedidos })
      await api.register(reembolsosRoutes, { deps, reembolsos: modules.reembolsos })
      await api.register(avaliacoesRoutes, { avaliacoes: modules.avaliacoes })
      await api.register(auditoriaRoutes, { admin })
      await api.register(financeiroRoutes, { admin })
      await api.register(moderacaoRoutes, { admin })
      await api.register(denunciasAdminRoutes, { admin })
      await api.register(usuariosAdminRoutes, { admin })
      await api.register(disputasRoutes, { admin })
      await api.register(notificacoesRoutes, {
        deps,
        notificacoes: modules.notificacoes,
        // The one thing these routes ask of the auth module: whether a stream's session is still open.
        sessaoAberta: (tokenHash) => modules.auth.sessoes.aberta(deps.db, tokenHash),
        canal,
      })
      await api.register(saudeRoutes, {
        pool: db.$client,
        poolLeitura: leitura?.pool,
        simulador: config.mp.mode === 'simulador',
        prontidao: createOperacaoModule(app).prontidao,
      })
    },
    { prefix: '/api' },
  )
  // The pages people land on from outside (a search, a shared link, a seller's e-mail): the web build
  // lists them with their scripts, which start with the HTML; these also carry a link preview.
  const primeirosCartoes = createVitrinePreloads(app)
  await serveWebApp(app, webDistDir, config.publicUrl, {
    '/': createInicioPreview(config, primeirosCartoes),
    '/anuncio-produto/:id': createAnuncioPreview(deps, modules.anuncios),
    '/loja/:id': createLojaPreview(deps, { ...modules.lojas, primeirosCartoes }),
  })
  return app
}

/** The Mercado Pago simulator in-process, on the app's database (its own schema), under /mp-sim. */
async function mountSimulator(app: FastifyInstance, config: Config, db: Db) {
  await app.register(mpSimulator, {
    prefix: '/mp-sim',
    pool: db.$client,
    publicUrl: config.mp.simulatorUrl,
    clientId: config.mp.clientId,
    clientSecret: config.mp.clientSecret,
    redirectUri: config.mp.redirectUri,
    webhookSecret: config.mp.webhookSecret,
    webhookRetryDelaysMs: config.MP_SIM_WEBHOOK_RETRY_DELAYS_MS,
    controlToken: config.MP_SIM_CONTROL_TOKEN,
  })
}
