CREATE TABLE "reembolsos" (
	"id_reembolso" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reembolsos_id_reembolso_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_pagamento" integer NOT NULL,
	"id_pedido" integer NOT NULL,
	"id_usuario_comprador" integer NOT NULL,
	"id_usuario_vendedor" integer NOT NULL,
	"status" varchar(20) DEFAULT 'awaiting_approval' NOT NULL,
	"motivo" varchar(30) NOT NULL,
	"descricao_motivo" text NOT NULL,
	"valor_solicitado_centavos" integer NOT NULL,
	"valor_aprovado_centavos" integer,
	"resposta_vendedor" text,
	"data_resposta" timestamp with time zone,
	"mp_refund_id" bigint,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ultimo_erro" text,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_conclusao" timestamp with time zone,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reembolsos_status_check" CHECK ("reembolsos"."status" in ('awaiting_approval', 'approved', 'rejected', 'processing', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "reembolsos_motivo_check" CHECK ("reembolsos"."motivo" in ('product_not_received', 'defective_product', 'different_product', 'payment_error', 'others')),
	CONSTRAINT "reembolsos_valor_check" CHECK ("reembolsos"."valor_solicitado_centavos" > 0)
);
--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_id_pagamento_pagamentos_id_pagamento_fk" FOREIGN KEY ("id_pagamento") REFERENCES "public"."pagamentos"("id_pagamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_id_pedido_pedidos_id_pedido_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."pedidos"("id_pedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_id_usuario_comprador_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_comprador") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reembolsos_pedido_aberto_idx" ON "reembolsos" USING btree ("id_pedido") WHERE "reembolsos"."status" in ('awaiting_approval', 'approved', 'processing');--> statement-breakpoint
CREATE INDEX "reembolsos_pedido_idx" ON "reembolsos" USING btree ("id_pedido");--> statement-breakpoint
CREATE INDEX "reembolsos_comprador_idx" ON "reembolsos" USING btree ("id_usuario_comprador","data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reembolsos_vendedor_idx" ON "reembolsos" USING btree ("id_usuario_vendedor","data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reembolsos_pendentes_idx" ON "reembolsos" USING btree ("id_reembolso") WHERE "reembolsos"."status" in ('approved', 'processing');