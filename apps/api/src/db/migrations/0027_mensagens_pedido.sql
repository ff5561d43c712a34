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
CREATE TABLE "mensagens_pedido" (
	"id_mensagem" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mensagens_pedido_id_mensagem_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_pedido" integer NOT NULL,
	"id_autor" integer NOT NULL,
	"texto" text NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"lida_em" timestamp with time zone,
	CONSTRAINT "mensagens_pedido_texto_check" CHECK (char_length("mensagens_pedido"."texto") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "notificacoes" DROP CONSTRAINT "notificacoes_tipo_check";--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "endereco_entrega" jsonb;--> statement-breakpoint
ALTER TABLE "enderecos" ADD CONSTRAINT "enderecos_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_pedido" ADD CONSTRAINT "mensagens_pedido_id_pedido_pedidos_id_pedido_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."pedidos"("id_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_pedido" ADD CONSTRAINT "mensagens_pedido_id_autor_usuarios_id_usuario_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enderecos_usuario_idx" ON "enderecos" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "enderecos_um_principal_idx" ON "enderecos" USING btree ("id_usuario") WHERE "enderecos"."principal";--> statement-breakpoint
CREATE INDEX "mensagens_pedido_pedido_idx" ON "mensagens_pedido" USING btree ("id_pedido","id_mensagem");--> statement-breakpoint
CREATE INDEX "mensagens_pedido_nao_lidas_idx" ON "mensagens_pedido" USING btree ("id_pedido","id_autor") WHERE "mensagens_pedido"."lida_em" is null;--> statement-breakpoint
CREATE INDEX "mensagens_pedido_autor_idx" ON "mensagens_pedido" USING btree ("id_autor");--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_tipo_check" CHECK ("notificacoes"."tipo" in ('pedido_criado', 'pedido_recebido', 'pedido_confirmado', 'pedido_cancelado', 'pedido_atualizado', 'pagamento_aprovado', 'pagamento_recusado', 'reembolso_solicitado', 'reembolso_respondido', 'reembolso_concluido', 'avaliacao_recebida', 'anuncio_desativado', 'vendedor_bloqueado', 'moderacao_revisada', 'disputa_aberta', 'disputa_decidida', 'pagamento_contestado', 'mensagem_recebida'));