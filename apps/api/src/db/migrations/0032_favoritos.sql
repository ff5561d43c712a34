CREATE TABLE "favoritos" (
	"id_usuario" integer NOT NULL,
	"id_anuncio" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favoritos_id_usuario_id_anuncio_pk" PRIMARY KEY("id_usuario","id_anuncio")
);
--> statement-breakpoint
ALTER TABLE "favoritos" ADD CONSTRAINT "favoritos_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favoritos" ADD CONSTRAINT "favoritos_id_anuncio_anuncios_id_anuncio_fk" FOREIGN KEY ("id_anuncio") REFERENCES "public"."anuncios"("id_anuncio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favoritos_usuario_recentes_idx" ON "favoritos" USING btree ("id_usuario","criado_em" DESC NULLS LAST,"id_anuncio" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favoritos_anuncio_idx" ON "favoritos" USING btree ("id_anuncio");