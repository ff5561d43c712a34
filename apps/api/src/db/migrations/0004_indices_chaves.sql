CREATE INDEX "anuncios_materia_idx" ON "anuncios" USING btree ("id_materia_prima");--> statement-breakpoint
CREATE INDEX "conversoes_materia_idx" ON "conversoes" USING btree ("id_materia_prima");