-- Search normalisation: accents removed first, then lower-cased. In a C-locale database lower()
-- only folds ASCII letters, so lowering after unaccent is what makes 'LUMINÁRIA' match 'luminaria'.
CREATE OR REPLACE FUNCTION f_busca(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
