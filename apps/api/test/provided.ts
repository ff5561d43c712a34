// What the API tests' global setup hands to every test file (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL to the server's maintenance database; tests swap the database name. */
    pgAdminUrl: string
    templateDatabase: string
  }
}

export {}
