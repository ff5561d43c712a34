DROP INDEX "anuncios_descricao_trgm";--> statement-breakpoint
DROP INDEX "materias_primas_nome_trgm";--> statement-breakpoint
DROP INDEX "produtos_nome_trgm";--> statement-breakpoint
CREATE INDEX "anuncios_descricao_trgm" ON "anuncios" USING gin (f_busca("descricao_anuncio") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materias_primas_nome_trgm" ON "materias_primas" USING gin (f_busca("nome_materia_prima") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produtos_nome_trgm" ON "produtos" USING gin (f_busca("nome") gin_trgm_ops);