// Module boundaries (docs/decisions/010-module-boundaries.md), checked by `npm run check:deps`.
const notTests = '(\\.test\\.tsx?|\\.fixtures\\.ts)$'

// The API's modules from the top down (decision 010): a module imports only modules on later lines, so
// no two module folders can reach each other. A module that must make one above it react is handed a
// callback by the composition root (apps/api/src/services.ts), never an import.
const API_MODULES = [
  ['admin'],
  ['dashboard', 'reconciliacao', 'lojas'],
  ['checkout'],
  ['carrinho'],
  ['favoritos'],
  ['avaliacoes', 'reembolsos'],
  ['pagamentos'],
  ['pedidos'],
  ['denuncias', 'conversoes'],
  ['materias-primas', 'produtos'],
  ['anuncios'],
  ['enderecos'],
  ['entregas'],
  ['mercadopago'],
  ['auth'],
  ['usuarios'],
  ['notificacoes'],
  ['operacao'],
]
const apiModule = (names) => `^apps/api/src/modules/(${names.join('|')})/`
/** One rule per module: nothing on its own line (but itself) or above it. */
const apiModulesOneWay = API_MODULES.flatMap((line, i) =>
  line.map((name) => ({
    name: `api-modules-one-way/${name}`,
    comment: `${name} may import only the modules below it (API_MODULES): a cycle between module folders starts here.`,
    severity: 'error',
    from: { path: apiModule([name]), pathNot: notTests },
    to: { path: apiModule([...API_MODULES.slice(0, i).flat(), ...line.filter((n) => n !== name)]) },
  })),
)

// Files that may reach into any module's folder: tests and fixtures, and the test harnesses and
// suites that drive the product from outside.
const notProduct = `${notTests}|^apps/api/(test|falhas|cluster)/|^(e2e|bench)/`
/**
 * One rule per module: its face, `modules/<name>/<name>.module.ts`, is the only way in. From anywhere
 * outside the folder (another module, app.ts, services.ts, jobs/, db/, a command), only that file may
 * be imported (docs/architecture.md, "Modules").
 */
const apiModuleFaces = API_MODULES.flat().map((name) => ({
  name: `api-module-face/${name}`,
  comment: `Outside modules/${name}/, only its face ${name}.module.ts may be imported: the face is the only way in.`,
  severity: 'error',
  from: { pathNot: `${apiModule([name])}|${notProduct}` },
  to: { path: apiModule([name]), pathNot: `^apps/api/src/modules/${name}/${name}\\.module\\.ts$` },
}))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...apiModulesOneWay,
    ...apiModuleFaces,
    {
      name: 'api-module-listed',
      comment: 'Every API module has its place in API_MODULES, so its direction is decided.',
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/',
        pathNot: `${apiModule(API_MODULES.flat())}|${notTests}`,
      },
      to: {},
    },
    {
      name: 'no-cycles',
      comment: 'A cycle makes two files one: split what they share into a third.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'api-module-calls-services',
      comment: "A module calls another module's service, never its repository.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: notTests },
      to: {
        path: '^apps/api/src/modules/[^/]+/[^/]+\\.repository\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'api-payments-above-provider',
      comment:
        'pagamentos uses the Mercado Pago integration; the integration never calls back into pagamentos.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/mercadopago/', pathNot: notTests },
      to: { path: '^apps/api/src/modules/pagamentos/' },
    },
    {
      name: 'mercadopago-sdk-in-its-module',
      comment:
        'Only the Mercado Pago module calls the official SDK (decision 004); other modules ask its service. Tests may drive the SDK themselves.',
      severity: 'error',
      from: {
        pathNot: `^apps/api/src/modules/mercadopago/|${notTests}|(^|/)test/`,
      },
      to: { path: '(^|/)node_modules/mercadopago/|^mercadopago($|/)' },
    },
    {
      name: 'api-lib-is-below-modules',
      comment: 'lib/ serves every module and imports none.',
      severity: 'error',
      from: { path: '^apps/api/src/lib/', pathNot: notTests },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'web-features-stand-alone',
      comment: 'Features do not import each other; what two share lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-one-way',
      comment: 'app → features → components, lib: never back up.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|lib)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-below-features',
      comment: 'components/ and lib/ serve every feature and import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain is pure TypeScript: no app code.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-import-apps-by-package',
      comment:
        'Apps never import each other by relative path: one uses another only through an export its package declares, imported by name (resolved under node_modules/@recria/, so never matched here).',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'workspace-packages-declared',
      comment:
        "A workspace imports another workspace's package only when its own package.json lists it. Workspace links are kept (preserveSymlinks), so such an import is an npm one, judged against the closest package.json: npm-no-pkg when it is not there.",
      severity: 'error',
      from: {},
      to: { path: '^node_modules/@recria/', dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'workspace-exports-only',
      comment:
        "Of a workspace package, only what its package.json's exports list can be imported; anything else does not resolve.",
      severity: 'error',
      from: {},
      to: { path: '^@recria/', couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // npm packages are left out; our workspace packages stay in, for the rules on declaring them, and so
    // does the Mercado Pago SDK, as a leaf (doNotFollow), for the rule that keeps it in its module.
    exclude: {
      path: '^dist/|(?<!node_modules/mercadopago)/dist/|(^|/)node_modules/(?!@recria/|mercadopago/)',
    },
    // Imports of workspace packages resolve through node_modules/@recria/… as Node resolves them, so
    // they are judged against the importing workspace's package.json (workspace-packages-declared).
    preserveSymlinks: true,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      // The packages' exports decide what may be imported (workspace-exports-only).
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
  },
}
