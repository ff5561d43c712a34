CREATE TABLE "entregas_vendedor" (
	"id_usuario" integer PRIMARY KEY NOT NULL,
	"configuracao" jsonb NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entregas_vendedor" ADD CONSTRAINT "entregas_vendedor_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;