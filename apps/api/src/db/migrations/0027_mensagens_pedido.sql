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
ALTER TABLE "mensagens_pedido" ADD CONSTRAINT "mensagens_pedido_id_pedido_pedidos_id_pedido_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."pedidos"("id_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_pedido" ADD CONSTRAINT "mensagens_pedido_id_autor_usuarios_id_usuario_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mensagens_pedido_pedido_idx" ON "mensagens_pedido" USING btree ("id_pedido","id_mensagem");--> statement-breakpoint
CREATE INDEX "mensagens_pedido_nao_lidas_idx" ON "mensagens_pedido" USING btree ("id_pedido","id_autor") WHERE "mensagens_pedido"."lida_em" is null;--> statement-breakpoint
CREATE INDEX "mensagens_pedido_autor_idx" ON "mensagens_pedido" USING btree ("id_autor");--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_tipo_check" CHECK ("notificacoes"."tipo" in ('pedido_criado', 'pedido_recebido', 'pedido_confirmado', 'pedido_cancelado', 'pedido_atualizado', 'pagamento_aprovado', 'pagamento_recusado', 'reembolso_solicitado', 'reembolso_respondido', 'reembolso_concluido', 'avaliacao_recebida', 'anuncio_desativado', 'vendedor_bloqueado', 'moderacao_revisada', 'disputa_aberta', 'disputa_decidida', 'pagamento_contestado', 'mensagem_recebida'));