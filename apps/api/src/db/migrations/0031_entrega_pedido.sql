CREATE TABLE "cobrancas_materia" (
	"id_cobranca" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cobrancas_materia_id_cobranca_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_pedido" integer NOT NULL,
	"valor_centavos" integer NOT NULL,
	"itens" jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'pendente' NOT NULL,
	"mp_preference_id" text,
	"mercado_pago_payment_id" bigint,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_pagamento" timestamp with time zone,
	"data_cancelamento" timestamp with time zone,
	CONSTRAINT "cobrancas_materia_valor_check" CHECK ("cobrancas_materia"."valor_centavos" > 0),
	CONSTRAINT "cobrancas_materia_status_check" CHECK ("cobrancas_materia"."status" in ('pendente', 'paga', 'cancelada'))
);
--> statement-breakpoint
ALTER TABLE "notificacoes" DROP CONSTRAINT "notificacoes_tipo_check";--> statement-breakpoint
ALTER TABLE "itens_pedido" ADD COLUMN "valor_padrao_unitario_centavos" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "modo_entrega" varchar(20);--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "taxa_entrega_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "prazo_entrega_dias" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "retirada" jsonb;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "acompanhamento_entrega" jsonb;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "materia_resolucao" varchar(20);--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "materia_resolvida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cobrancas_materia" ADD CONSTRAINT "cobrancas_materia_id_pedido_pedidos_id_pedido_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."pedidos"("id_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cobrancas_materia_pedido_idx" ON "cobrancas_materia" USING btree ("id_pedido");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_materia_pendente_idx" ON "cobrancas_materia" USING btree ("id_pedido") WHERE "cobrancas_materia"."status" = 'pendente';--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_materia_pagamento_idx" ON "cobrancas_materia" USING btree ("mercado_pago_payment_id") WHERE "cobrancas_materia"."mercado_pago_payment_id" is not null;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_tipo_check" CHECK ("notificacoes"."tipo" in ('pedido_criado', 'pedido_recebido', 'pedido_confirmado', 'pedido_cancelado', 'pedido_atualizado', 'pagamento_aprovado', 'pagamento_recusado', 'reembolso_solicitado', 'reembolso_respondido', 'reembolso_concluido', 'avaliacao_recebida', 'anuncio_desativado', 'vendedor_bloqueado', 'moderacao_revisada', 'disputa_aberta', 'disputa_decidida', 'pagamento_contestado', 'mensagem_recebida', 'materia_prima_recebida', 'entrega_informada', 'materia_prima_cobrada', 'materia_prima_resolvida'));--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_modo_entrega_check" CHECK ("pedidos"."modo_entrega" is null or "pedidos"."modo_entrega" in ('retirada', 'entrega_local', 'envio'));--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_taxa_entrega_check" CHECK ("pedidos"."taxa_entrega_centavos" >= 0 and "pedidos"."taxa_entrega_centavos" <= "pedidos"."valor_total_centavos");--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_materia_resolucao_check" CHECK ("pedidos"."materia_resolucao" is null or "pedidos"."materia_resolucao" in ('dispensada', 'paga'));--> statement-breakpoint
-- Orders made before: the standard price is the unit price (padrão), or the product's price now.
UPDATE "itens_pedido" i SET "valor_padrao_unitario_centavos" = CASE
  WHEN i."forma_pagamento_selecionada" = 'padrao' THEN i."valor_unitario_centavos"
  ELSE greatest(i."valor_unitario_centavos", coalesce((
    SELECT pr."preco_centavos" FROM "anuncios" a JOIN "produtos" pr ON pr."id_produto" = a."id_produto"
    WHERE a."id_anuncio" = i."id_anuncio"), i."valor_unitario_centavos"))
END;
