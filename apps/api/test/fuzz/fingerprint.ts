// A fingerprint of everything a request could write: every table of the app's schema (row count and
// the sum of its rows' hashes) and the files under the data directory. Computing it for 29 tables
// after each of thousands of requests would take most of the run, so a trigger on every table notes
// committed writes in a side table, and the fingerprint is computed again only after one.
import type { Pool } from 'pg'
import { filesUnder } from '../forms.ts'

/**
 * Tables that change on requests refused on purpose, so they say nothing about a refused request
 * leaving a row behind:
 * - limites_tentativas: the rate-limit counters count every attempt at signing in, signing up and
 *   asking for a password reset, refused or not — counting refusals is what they are for.
 */
const EXCLUDED = new Set(['limites_tentativas'])

/** Where the triggers note writes; its name keeps it out of the watched tables. */
const LOG = '__fuzz_escritas'

export async function fingerprinter(pool: Pool, dataDir: string) {
  const { rows } = await pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\\_\\_%'
     order by table_name`,
  )
  const tables = rows.map((r) => r.table_name).filter((name) => !EXCLUDED.has(name))
  await pool.query(`
    create unlogged table if not exists ${LOG} (tabela text not null);
    grant insert on ${LOG} to public; -- the app's role writes it through the triggers
    create or replace function ${LOG}_anota() returns trigger language plpgsql as
      $$ begin insert into ${LOG} values (tg_table_name); return null; end $$;
    ${tables
      .map(
        (table) => `create or replace trigger ${LOG} after insert or update or delete on "${table}"
          for each row execute function ${LOG}_anota();`,
      )
      .join('\n')}`)
  const sql = `select json_build_object(${tables
    .map(
      (table) =>
        `'${table}', (select count(*) || ':' || coalesce(sum(hashtextextended(r::text, 0)), 0) from "${table}" r)`,
    )
    .join(', ')}) as tables`
  const compute = async () => (await pool.query({ name: 'fuzz-fingerprint', text: sql })).rows[0].tables
  let last: Record<string, string> = await compute()

  return {
    tables,
    /** Table name → `count:hash`, and the sorted files of the data directory (`arquivos`). */
    async take(): Promise<Record<string, string>> {
      const [{ rows: written }, files] = await Promise.all([
        pool.query(`with noted as (delete from ${LOG} returning 1) select count(*)::int as n from noted`),
        filesUnder(dataDir),
      ])
      if (written[0].n > 0) last = await compute()
      return { ...last, arquivos: files.sort().join(',') }
    },
  }
}

/** The tables (or `arquivos`) whose fingerprint differs. */
export function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((key) => before[key] !== after[key])
}
