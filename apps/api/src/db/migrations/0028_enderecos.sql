CREATE TABLE "enderecos" (
	"id_endereco" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enderecos_id_endereco_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_usuario" integer NOT NULL,
	"destinatario" varchar(100) NOT NULL,
	"cep" varchar(8) NOT NULL,
	"logradouro" varchar(120) NOT NULL,
	"numero" varchar(10) NOT NULL,
	"complemento" varchar(60),
	"bairro" varchar(60) NOT NULL,
	"cidade" varchar(60) NOT NULL,
	"uf" varchar(2) NOT NULL,
	"telefone" varchar(11) NOT NULL,
	"principal" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enderecos_cep_check" CHECK ("enderecos"."cep" ~ '^[0-9]{8}$'),
	CONSTRAINT "enderecos_telefone_check" CHECK ("enderecos"."telefone" ~ '^[0-9]{10,11}$')
);
--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "endereco_entrega" jsonb;--> statement-breakpoint
ALTER TABLE "enderecos" ADD CONSTRAINT "enderecos_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enderecos_usuario_idx" ON "enderecos" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "enderecos_um_principal_idx" ON "enderecos" USING btree ("id_usuario") WHERE "enderecos"."principal";