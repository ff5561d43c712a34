-- A change of e-mail waits for the new address to confirm it (decision 044): one single-use link per
-- request, kept as its hash like the password-reset links, with the address it will set.
CREATE TABLE "tokens_troca_email" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"email_novo" varchar(254) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tokens_troca_email" ADD CONSTRAINT "tokens_troca_email_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tokens_troca_email_id_usuario_idx" ON "tokens_troca_email" USING btree ("id_usuario");
