CREATE TABLE "limites_tentativas" (
	"chave" text PRIMARY KEY NOT NULL,
	"contagem" integer NOT NULL,
	"janela_fim" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens_redefinicao_senha" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuario_perfis" (
	"id_usuario" integer NOT NULL,
	"perfil" varchar(20) NOT NULL,
	"ordem" integer GENERATED ALWAYS AS IDENTITY (sequence name "usuario_perfis_ordem_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_perfis_id_usuario_perfil_pk" PRIMARY KEY("id_usuario","perfil"),
	CONSTRAINT "usuario_perfis_perfil_check" CHECK ("usuario_perfis"."perfil" in ('comprador', 'vendedor'))
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id_usuario" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuarios_id_usuario_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"senha_hash" text NOT NULL,
	"cnpj_cpf" varchar(14) NOT NULL,
	"telefone" varchar(11),
	"foto_url" text,
	"bloqueado_ate" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_redefinicao_senha" ADD CONSTRAINT "tokens_redefinicao_senha_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfis" ADD CONSTRAINT "usuario_perfis_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessoes_id_usuario_idx" ON "sessoes" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "sessoes_expira_em_idx" ON "sessoes" USING btree ("expira_em");--> statement-breakpoint
CREATE INDEX "tokens_redefinicao_senha_id_usuario_idx" ON "tokens_redefinicao_senha" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_lower_key" ON "usuarios" USING btree (lower("email"));