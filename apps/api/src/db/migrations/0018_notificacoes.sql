CREATE TABLE "notificacoes" (
	"id_notificacao" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notificacoes_id_notificacao_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_usuario" integer NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"titulo" text NOT NULL,
	"mensagem" text NOT NULL,
	"status" varchar(10) DEFAULT 'nao_lida' NOT NULL,
	"id_pedido" integer,
	"dados_adicionais" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_leitura" timestamp with time zone,
	CONSTRAINT "notificacoes_status_check" CHECK ("notificacoes"."status" in ('nao_lida', 'lida')),
	CONSTRAINT "notificacoes_tipo_check" CHECK ("notificacoes"."tipo" in ('pedido_criado', 'pedido_recebido', 'pedido_confirmado', 'pedido_cancelado', 'pedido_atualizado', 'pagamento_aprovado', 'pagamento_recusado', 'reembolso_solicitado', 'reembolso_respondido', 'reembolso_concluido', 'avaliacao_recebida', 'anuncio_desativado', 'vendedor_bloqueado'))
);
--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_id_pedido_pedidos_id_pedido_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."pedidos"("id_pedido") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificacoes_usuario_status_idx" ON "notificacoes" USING btree ("id_usuario","status","data_criacao" DESC NULLS LAST,"id_notificacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notificacoes_usuario_idx" ON "notificacoes" USING btree ("id_usuario","data_criacao" DESC NULLS LAST,"id_notificacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notificacoes_pedido_idx" ON "notificacoes" USING btree ("id_pedido");