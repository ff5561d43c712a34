CREATE TABLE "anuncios_busca" (
	"id_anuncio" integer PRIMARY KEY NOT NULL,
	"id_usuario_vendedor" integer NOT NULL,
	"visivel" boolean NOT NULL,
	"vendedor_bloqueado_ate" timestamp with time zone,
	"data_criacao" timestamp with time zone NOT NULL,
	"preco_centavos" integer NOT NULL,
	"forma_de_pagamento" varchar(20) NOT NULL,
	"nota" numeric(3, 2) DEFAULT '0' NOT NULL,
	"nome" text NOT NULL,
	"documento" "tsvector" NOT NULL,
	"texto" text NOT NULL,
	CONSTRAINT "anuncios_busca_forma_check" CHECK ("anuncios_busca"."forma_de_pagamento" in ('padrao', 'sustentavel'))
);
--> statement-breakpoint
CREATE TABLE "denuncias" (
	"id_denuncia" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "denuncias_id_denuncia_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_anuncio" integer NOT NULL,
	"id_usuario_vendedor" integer NOT NULL,
	"id_usuario_denunciante" integer NOT NULL,
	"motivo" varchar(30) NOT NULL,
	"descricao" varchar(500) NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "denuncias_motivo_check" CHECK ("denuncias"."motivo" in ('produto_falso', 'preco_abusivo', 'informacoes_incorretas', 'vendedor_suspeito', 'spam', 'outros'))
);
--> statement-breakpoint
CREATE TABLE "moderacao_eventos" (
	"id_evento" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderacao_eventos_id_evento_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" varchar(30) NOT NULL,
	"id_usuario_vendedor" integer NOT NULL,
	"id_anuncio" integer,
	"total_denuncias" integer NOT NULL,
	"bloqueado_ate" timestamp with time zone,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"notificado_em" timestamp with time zone,
	CONSTRAINT "moderacao_eventos_tipo_check" CHECK ("moderacao_eventos"."tipo" in ('anuncio_desativado', 'vendedor_bloqueado'))
);
--> statement-breakpoint
ALTER TABLE "anuncios" ADD COLUMN "desativado_por_denuncias_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "anuncios_busca" ADD CONSTRAINT "anuncios_busca_id_anuncio_anuncios_id_anuncio_fk" FOREIGN KEY ("id_anuncio") REFERENCES "public"."anuncios"("id_anuncio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_id_anuncio_anuncios_id_anuncio_fk" FOREIGN KEY ("id_anuncio") REFERENCES "public"."anuncios"("id_anuncio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_id_usuario_denunciante_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_denunciante") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderacao_eventos" ADD CONSTRAINT "moderacao_eventos_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderacao_eventos" ADD CONSTRAINT "moderacao_eventos_id_anuncio_anuncios_id_anuncio_fk" FOREIGN KEY ("id_anuncio") REFERENCES "public"."anuncios"("id_anuncio") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anuncios_busca_recentes_idx" ON "anuncios_busca" USING btree ("data_criacao" DESC NULLS LAST,"id_anuncio" DESC NULLS LAST) WHERE "anuncios_busca"."visivel";--> statement-breakpoint
CREATE INDEX "anuncios_busca_preco_idx" ON "anuncios_busca" USING btree ("preco_centavos","id_anuncio") WHERE "anuncios_busca"."visivel";--> statement-breakpoint
CREATE INDEX "anuncios_busca_nota_idx" ON "anuncios_busca" USING btree ("nota" DESC NULLS LAST,"data_criacao" DESC NULLS LAST,"id_anuncio" DESC NULLS LAST) WHERE "anuncios_busca"."visivel";--> statement-breakpoint
CREATE INDEX "anuncios_busca_vendedor_idx" ON "anuncios_busca" USING btree ("id_usuario_vendedor");--> statement-breakpoint
CREATE INDEX "anuncios_busca_documento_idx" ON "anuncios_busca" USING gin ("documento");--> statement-breakpoint
CREATE INDEX "anuncios_busca_texto_trgm" ON "anuncios_busca" USING gin ("texto" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "anuncios_busca_nome_trgm" ON "anuncios_busca" USING gin ("nome" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "denuncias_anuncio_denunciante_key" ON "denuncias" USING btree ("id_anuncio","id_usuario_denunciante");--> statement-breakpoint
CREATE INDEX "denuncias_vendedor_idx" ON "denuncias" USING btree ("id_usuario_vendedor");--> statement-breakpoint
CREATE INDEX "denuncias_denunciante_idx" ON "denuncias" USING btree ("id_usuario_denunciante");--> statement-breakpoint
CREATE INDEX "moderacao_eventos_pendentes_idx" ON "moderacao_eventos" USING btree ("id_evento") WHERE "moderacao_eventos"."notificado_em" is null;