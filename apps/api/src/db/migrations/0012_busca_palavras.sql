-- The word list of the catalogue's search (decision 014): every word of a search document, kept as
-- the documents change. Words are only added: a word no listing uses any more costs a row and, at
-- worst, a term that matches nothing. Inserted in order, so two writers never wait on each other's
-- words in opposite orders (no deadlock).
CREATE OR REPLACE FUNCTION busca_palavras_de_documentos() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO busca_palavras (palavra)
  SELECT DISTINCT w FROM novos, regexp_split_to_table(novos.texto, '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 2 AND 40
  ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER busca_palavras_insert AFTER INSERT ON anuncios_busca
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION busca_palavras_de_documentos();--> statement-breakpoint
CREATE TRIGGER busca_palavras_update AFTER UPDATE ON anuncios_busca
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION busca_palavras_de_documentos();--> statement-breakpoint

INSERT INTO busca_palavras (palavra)
SELECT DISTINCT w FROM anuncios_busca, regexp_split_to_table(anuncios_busca.texto, '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 2 AND 40
ORDER BY w
ON CONFLICT DO NOTHING;
