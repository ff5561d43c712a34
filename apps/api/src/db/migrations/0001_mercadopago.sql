CREATE TABLE "conexoes_mercadopago" (
	"id_usuario" integer PRIMARY KEY NOT NULL,
	"mp_user_id" bigint NOT NULL,
	"access_token_cifrado" text NOT NULL,
	"refresh_token_cifrado" text NOT NULL,
	"public_key" text,
	"expira_em" timestamp with time zone NOT NULL,
	"nickname" text,
	"email" text,
	"conectado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estados_oauth" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"sessao_hash" text NOT NULL,
	"code_verifier_cifrado" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_eventos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_eventos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"notificacao_id" text,
	"tipo" text NOT NULL,
	"acao" text,
	"data_id" text NOT NULL,
	"mp_user_id" bigint,
	"corpo" jsonb NOT NULL,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"processado_em" timestamp with time zone,
	"erro" text
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"id_pagamento" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pagamentos_id_pagamento_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_pedido" integer NOT NULL,
	"mercado_pago_payment_id" bigint NOT NULL,
	"status" varchar(30) NOT NULL,
	"status_detail" varchar(80),
	"tipo_pagamento" varchar(30),
	"metodo_pagamento" varchar(30),
	"valor_total_centavos" integer NOT NULL,
	"valor_taxa_centavos" integer DEFAULT 0 NOT NULL,
	"valor_liquido_centavos" integer DEFAULT 0 NOT NULL,
	"valor_reembolsado_centavos" integer DEFAULT 0 NOT NULL,
	"external_reference" text,
	"data_criacao" timestamp with time zone NOT NULL,
	"data_aprovacao" timestamp with time zone,
	"data_atualizacao_mp" timestamp with time zone NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamentos_mercado_pago_payment_id_unique" UNIQUE("mercado_pago_payment_id")
);
--> statement-breakpoint
CREATE TABLE "pedido_eventos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pedido_eventos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_pedido" integer NOT NULL,
	"status_anterior" varchar(30),
	"status_novo" varchar(30) NOT NULL,
	"origem" varchar(20) NOT NULL,
	"descricao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"id_pedido" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pedidos_id_pedido_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_usuario_comprador" integer NOT NULL,
	"id_usuario_vendedor" integer NOT NULL,
	"id_carrinho" integer,
	"status_pedido" varchar(30) DEFAULT 'pagamento_pendente' NOT NULL,
	"valor_total_centavos" integer NOT NULL,
	"quantidade_total_materia_prima" numeric(12, 2) DEFAULT '0' NOT NULL,
	"mp_preference_id" text,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_pagamento_aprovado" timestamp with time zone,
	"data_confirmacao" timestamp with time zone,
	"data_preparacao" timestamp with time zone,
	"data_pronto_entrega" timestamp with time zone,
	"data_entrega_realizada" timestamp with time zone,
	"data_cancelamento" timestamp with time zone,
	"motivo_cancelamento" text,
	"tipo_cancelamento" varchar(10),
	"data_reembolso" timestamp with time zone,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedidos_status_check" CHECK ("pedidos"."status_pedido" in ('pagamento_pendente', 'pagamento_aprovado', 'confirmado', 'em_preparacao', 'pronto_para_entrega', 'entregue', 'cancelado', 'reembolsado'))
);
--> statement-breakpoint
ALTER TABLE "conexoes_mercadopago" ADD CONSTRAINT "conexoes_mercadopago_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estados_oauth" ADD CONSTRAINT "estados_oauth_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_id_pedido_pedidos_id_pedido_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."pedidos"("id_pedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_eventos" ADD CONSTRAINT "pedido_eventos_id_pedido_pedidos_id_pedido_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."pedidos"("id_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_id_usuario_comprador_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_comprador") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conexoes_mercadopago_mp_user_id_key" ON "conexoes_mercadopago" USING btree ("mp_user_id");--> statement-breakpoint
CREATE INDEX "conexoes_mercadopago_expira_em_idx" ON "conexoes_mercadopago" USING btree ("expira_em");--> statement-breakpoint
CREATE INDEX "estados_oauth_id_usuario_idx" ON "estados_oauth" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "webhook_eventos_data_id_idx" ON "webhook_eventos" USING btree ("data_id");--> statement-breakpoint
CREATE INDEX "pagamentos_pedido_idx" ON "pagamentos" USING btree ("id_pedido");--> statement-breakpoint
CREATE INDEX "pagamentos_status_idx" ON "pagamentos" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pedido_eventos_pedido_idx" ON "pedido_eventos" USING btree ("id_pedido","criado_em");--> statement-breakpoint
CREATE INDEX "pedidos_comprador_idx" ON "pedidos" USING btree ("id_usuario_comprador","data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_vendedor_idx" ON "pedidos" USING btree ("id_usuario_vendedor","data_criacao" DESC NULLS LAST);