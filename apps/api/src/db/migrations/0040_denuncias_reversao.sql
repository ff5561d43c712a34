-- The reports an operator's reversal dismissed remember that reversal (decision 040): their reporters'
-- further reports do not count for 90 days, and the reversed event lists who they were.
ALTER TABLE "denuncias" ADD COLUMN "id_evento_reversao" integer;--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_id_evento_reversao_moderacao_eventos_id_evento_fk" FOREIGN KEY ("id_evento_reversao") REFERENCES "public"."moderacao_eventos"("id_evento") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "denuncias_denunciante_revertidas_idx" ON "denuncias" USING btree ("id_usuario_denunciante","dispensada_em") WHERE "denuncias"."id_evento_reversao" is not null;
