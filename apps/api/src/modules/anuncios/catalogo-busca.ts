// What a buyer typed, turned into a text-search query over the catalogue's stems (decision 014).
// The user's text never reaches to_tsquery as syntax: it is cut into words here (letters and digits
// only), each word is accent-folded and stripped again in SQL, and every term is a quoted lexeme.
import type { Db } from '../../db/client.ts'

const PALAVRAS_MAX = 8
const PALAVRA_MAX = 40

/** The words of a search, in order: letters and digits of any script; quotes, &, |, ! are separators. */
export function palavrasDaBusca(busca: string): string[] {
  return busca
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, PALAVRAS_MAX)
    .map((w) => w.slice(0, PALAVRA_MAX))
}

/**
 * The tsquery text for `palavras`, or null when nothing searchable is left (only stop words).
 * Each word matches its own stems, or:
 * - the last one, still being typed, any listed word it begins ('lumin' → 'luminaria');
 * - a word no listing contains (a typo), the three nearest listed words by trigram similarity
 *   ('luminaira' → 'luminaria', 'garafa' → 'garrafa').
 * Words are AND-ed; a word with none of these matches nothing, so neither does the search (null).
 * Answered as text so that the page query gets it as a parameter, which lets the planner see the
 * actual terms (an index walk for a common word, a bitmap for a rare one).
 */
export async function consultaDaBusca(db: Db, palavras: string[]): Promise<string | null> {
  if (palavras.length === 0) return null
  // Named: its plan does not depend on the words, so it is planned once per connection.
  const { rows } = await db.$client.query<{ consulta: string | null }>({
    name: 'catalogo_consulta',
    text: CONSULTA,
    values: [palavras],
  })
  return rows[0]?.consulta ?? null
}

const CONSULTA = `
  with palavras as (
    select i, regexp_replace(f_busca(w), '[^[:alnum:]]', '', 'g') as w, i = cardinality($1::text[]) as ultima
    from unnest($1::text[]) with ordinality as u(w, i)
  ), termos as (
    select p.i, exists (select 1 from busca_palavras e where e.palavra = p.w) as listada, p.w,
      (select string_agg(quote_literal(c.palavra), ' | ') from (
         select palavra from busca_palavras
         where p.ultima and palavra like p.w || '%' and palavra <> p.w
         order by length(palavra), palavra limit 8) c) as completas
    from palavras p where p.w <> ''
  ), alternativas as (
    select t.i, t.listada or t.completas is not null or parecidas is not null as conhecida,
      concat_ws(' | ', quote_literal(t.w), t.completas, parecidas) as termo
    from termos t, lateral (
      select string_agg(quote_literal(s.palavra), ' | ') as parecidas from (
        select palavra from busca_palavras
        where not t.listada and t.completas is null and length(t.w) >= 3 and palavra % t.w
        order by palavra <-> t.w, palavra limit 3) s) s
  ), consulta as (
    -- A word no listing has, even misspelt, matches nothing: neither does the search (and the
    -- catalogue is not walked in vain).
    select case when bool_and(conhecida)
      then to_tsquery('portuguese', string_agg('(' || termo || ')', ' & ' order by i)) end as q
    from alternativas
  )
  select case when numnode(q) > 0 then q::text end as consulta from consulta`
