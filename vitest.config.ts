import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Stopping the built server (pg-boss, the pool, the embedded PostgreSQL) takes a while on a busy machine.
    teardownTimeout: 60_000,
    projects: [
      // Run together with the API files: the same number of workers (Vitest groups projects by it).
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], maxWorkers: 2 } },
      {
        // The web app's helpers and hooks (Testing Library on happy-dom); its pages are the journeys' (e2e).
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // A test that forgets to stub the trip to Mercado Pago changes the address, never loads a page.
          environmentOptions: {
            happyDOM: { settings: { navigation: { disableMainFrameNavigation: true } } },
          },
          setupFiles: ['apps/web/test/setup.ts'],
          // A worker loads happy-dom, React and the router once for all its files (a third of the time):
          // its files share one window, which every test leaves as it found it (test/setup.ts).
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/api/src/**/*.test.ts',
            'apps/api/seed/**/*.test.ts',
            'apps/mp-simulator/**/*.test.ts',
          ],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Each file has its own database: two run side by side, and a worker loads the app's modules
          // once for all its files (no mocks, and every file builds its own app).
          maxWorkers: 2,
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // One built product per worker (support/server.ts): two journeys at a time, never on the same data.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Crash and fault recovery against the built server (npm run test:falhas): minutes long, so not
        // part of `npm test`; .ci/run runs it after.
        test: {
          name: 'falhas',
          include: ['apps/api/falhas/**/*.falhas.ts'],
          fileParallelism: false,
          testTimeout: 400_000,
          hookTimeout: 240_000,
        },
      },
      {
        // Recria on many processes behind haproxy (npm run test:cluster): the built server, minutes
        // long, outside `npm test`; .ci/run runs it after the fault-recovery run.
        test: {
          name: 'cluster',
          include: ['apps/api/cluster/**/*.cluster.ts'],
          fileParallelism: false,
          testTimeout: 400_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
