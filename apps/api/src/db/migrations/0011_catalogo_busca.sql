CREATE TABLE "busca_palavras" (
	"palavra" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "anuncios_busca_texto_trgm";--> statement-breakpoint
DROP INDEX "anuncios_busca_nome_trgm";--> statement-breakpoint
DROP INDEX "anuncios_busca_recentes_idx";--> statement-breakpoint
DROP INDEX "anuncios_busca_preco_idx";--> statement-breakpoint
DROP INDEX "anuncios_busca_nota_idx";--> statement-breakpoint
ALTER TABLE "anuncios_busca" ADD COLUMN "documento_nome" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese', nome)) STORED;--> statement-breakpoint
CREATE INDEX "busca_palavras_trgm" ON "busca_palavras" USING gin ("palavra" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "busca_palavras_prefixo" ON "busca_palavras" USING btree ("palavra" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "anuncios_busca_documento_nome_idx" ON "anuncios_busca" USING gin ("documento_nome");--> statement-breakpoint
CREATE INDEX "anuncios_busca_recentes_idx" ON "anuncios_busca" USING btree ("data_criacao" DESC NULLS LAST,"id_anuncio" DESC NULLS LAST,"preco_centavos","forma_de_pagamento","vendedor_bloqueado_ate") WHERE "anuncios_busca"."visivel";--> statement-breakpoint
CREATE INDEX "anuncios_busca_preco_idx" ON "anuncios_busca" USING btree ("preco_centavos","id_anuncio","forma_de_pagamento","vendedor_bloqueado_ate") WHERE "anuncios_busca"."visivel";--> statement-breakpoint
CREATE INDEX "anuncios_busca_nota_idx" ON "anuncios_busca" USING btree ("nota" DESC NULLS LAST,"data_criacao" DESC NULLS LAST,"id_anuncio" DESC NULLS LAST,"preco_centavos","forma_de_pagamento","vendedor_bloqueado_ate") WHERE "anuncios_busca"."visivel";