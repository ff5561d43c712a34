// Module boundaries (docs/decisions/010-module-boundaries.md), checked by `npm run check:deps`.
const notTests = '(\\.test\\.tsx?|\\.fixtures\\.ts)$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
}
