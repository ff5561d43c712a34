CREATE TABLE "anuncios" (
	"id_anuncio" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anuncios_id_anuncio_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_usuario_vendedor" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"descricao_anuncio" varchar(300) NOT NULL,
	"forma_de_pagamento" varchar(20) NOT NULL,
	"creditos_aceitos" integer DEFAULT 0 NOT NULL,
	"valor_conversao_centavos" integer,
	"id_conversao" integer,
	"id_materia_prima" integer,
	"status_anuncio" varchar(10) DEFAULT 'ativo' NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anuncios_forma_check" CHECK ("anuncios"."forma_de_pagamento" in ('padrao', 'sustentavel')),
	CONSTRAINT "anuncios_status_check" CHECK ("anuncios"."status_anuncio" in ('ativo', 'inativo')),
	CONSTRAINT "anuncios_creditos_check" CHECK ("anuncios"."creditos_aceitos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conversoes" (
	"id_conversao" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversoes_id_conversao_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_usuario_vendedor" integer NOT NULL,
	"id_materia_prima" integer NOT NULL,
	"valor_multiplicavel" numeric(10, 2) NOT NULL,
	"status_conversao" varchar(10) DEFAULT 'ativa' NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversoes_valor_check" CHECK ("conversoes"."valor_multiplicavel" > 0),
	CONSTRAINT "conversoes_status_check" CHECK ("conversoes"."status_conversao" in ('ativa', 'inativa'))
);
--> statement-breakpoint
CREATE TABLE "materias_primas" (
	"id_materia_prima" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "materias_primas_id_materia_prima_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_usuario_vendedor" integer NOT NULL,
	"nome_materia_prima" varchar(100) NOT NULL,
	"descricao" varchar(255) NOT NULL,
	"unidade_medida" varchar(20) NOT NULL,
	"status_materia_prima" varchar(10) DEFAULT 'ativa' NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materias_primas_unidade_check" CHECK ("materias_primas"."unidade_medida" in ('unidade', 'metro', 'centimetro', 'quilograma', 'grama')),
	CONSTRAINT "materias_primas_status_check" CHECK ("materias_primas"."status_materia_prima" in ('ativa', 'inativa'))
);
--> statement-breakpoint
CREATE TABLE "produto_materias_primas" (
	"id_produto" integer NOT NULL,
	"id_materia_prima" integer NOT NULL,
	CONSTRAINT "produto_materias_primas_id_produto_id_materia_prima_pk" PRIMARY KEY("id_produto","id_materia_prima")
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"id_produto" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "produtos_id_produto_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_usuario_vendedor" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"descricao" varchar(255) NOT NULL,
	"preco_centavos" integer NOT NULL,
	"imagem" text,
	"imagem_detalhe" text,
	"status_produto" varchar(10) DEFAULT 'ativo' NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produtos_preco_check" CHECK ("produtos"."preco_centavos" > 99),
	CONSTRAINT "produtos_status_check" CHECK ("produtos"."status_produto" in ('ativo', 'inativo'))
);
--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_id_conversao_conversoes_id_conversao_fk" FOREIGN KEY ("id_conversao") REFERENCES "public"."conversoes"("id_conversao") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_id_materia_prima_materias_primas_id_materia_prima_fk" FOREIGN KEY ("id_materia_prima") REFERENCES "public"."materias_primas"("id_materia_prima") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversoes" ADD CONSTRAINT "conversoes_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversoes" ADD CONSTRAINT "conversoes_id_materia_prima_materias_primas_id_materia_prima_fk" FOREIGN KEY ("id_materia_prima") REFERENCES "public"."materias_primas"("id_materia_prima") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materias_primas" ADD CONSTRAINT "materias_primas_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_materias_primas" ADD CONSTRAINT "produto_materias_primas_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_materias_primas" ADD CONSTRAINT "produto_materias_primas_id_materia_prima_materias_primas_id_materia_prima_fk" FOREIGN KEY ("id_materia_prima") REFERENCES "public"."materias_primas"("id_materia_prima") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anuncios_vendedor_idx" ON "anuncios" USING btree ("id_usuario_vendedor","data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "anuncios_ativos_idx" ON "anuncios" USING btree ("data_criacao" DESC NULLS LAST) WHERE "anuncios"."status_anuncio" = 'ativo';--> statement-breakpoint
CREATE INDEX "anuncios_produto_idx" ON "anuncios" USING btree ("id_produto");--> statement-breakpoint
CREATE INDEX "anuncios_conversao_idx" ON "anuncios" USING btree ("id_conversao");--> statement-breakpoint
CREATE INDEX "anuncios_descricao_trgm" ON "anuncios" USING gin (f_unaccent(lower("descricao_anuncio")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "conversoes_uma_ativa_por_materia" ON "conversoes" USING btree ("id_materia_prima") WHERE "conversoes"."status_conversao" = 'ativa';--> statement-breakpoint
CREATE INDEX "conversoes_vendedor_idx" ON "conversoes" USING btree ("id_usuario_vendedor","data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "materias_primas_vendedor_idx" ON "materias_primas" USING btree ("id_usuario_vendedor","data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "materias_primas_nome_trgm" ON "materias_primas" USING gin (f_unaccent(lower("nome_materia_prima")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produto_materias_primas_materia_idx" ON "produto_materias_primas" USING btree ("id_materia_prima");--> statement-breakpoint
CREATE INDEX "produtos_vendedor_idx" ON "produtos" USING btree ("id_usuario_vendedor","data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "produtos_nome_trgm" ON "produtos" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);