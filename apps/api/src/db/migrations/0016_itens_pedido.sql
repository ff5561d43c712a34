CREATE TABLE "itens_pedido" (
	"id_item_pedido" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itens_pedido_id_item_pedido_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_pedido" integer NOT NULL,
	"id_anuncio" integer,
	"nome_produto" text NOT NULL,
	"imagem_produto" text,
	"quantidade" integer NOT NULL,
	"valor_unitario_centavos" integer NOT NULL,
	"forma_pagamento_selecionada" varchar(20) NOT NULL,
	"creditos_por_unidade" integer DEFAULT 0 NOT NULL,
	"quantidade_materia_prima" numeric(12, 2),
	"nome_materia_prima" text,
	"unidade_medida" varchar(20),
	CONSTRAINT "itens_pedido_quantidade_check" CHECK ("itens_pedido"."quantidade" between 1 and 99),
	CONSTRAINT "itens_pedido_valor_check" CHECK ("itens_pedido"."valor_unitario_centavos" >= 0),
	CONSTRAINT "itens_pedido_forma_check" CHECK ("itens_pedido"."forma_pagamento_selecionada" in ('padrao', 'sustentavel'))
);
--> statement-breakpoint
ALTER TABLE "itens_pedido" ADD CONSTRAINT "itens_pedido_id_pedido_pedidos_id_pedido_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."pedidos"("id_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_pedido" ADD CONSTRAINT "itens_pedido_id_anuncio_anuncios_id_anuncio_fk" FOREIGN KEY ("id_anuncio") REFERENCES "public"."anuncios"("id_anuncio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itens_pedido_pedido_idx" ON "itens_pedido" USING btree ("id_pedido");--> statement-breakpoint
CREATE INDEX "itens_pedido_anuncio_idx" ON "itens_pedido" USING btree ("id_anuncio");--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_carrinho_vendedor_idx" ON "pedidos" USING btree ("id_carrinho","id_usuario_vendedor") WHERE "pedidos"."id_carrinho" is not null;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_total_check" CHECK ("pedidos"."valor_total_centavos" >= 0);