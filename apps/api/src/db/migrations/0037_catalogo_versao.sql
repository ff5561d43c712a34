CREATE TABLE "catalogo_versao" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"versao" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO catalogo_versao (id, versao) VALUES (1, 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogo_versao_avancar() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE catalogo_versao SET versao = versao + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalogo_versao_anuncios_busca AFTER INSERT OR UPDATE OR DELETE ON anuncios_busca
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_versao_avancar();
