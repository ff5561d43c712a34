// drizzle-kit and the client read every table from here.
export * from './usuarios.ts'
