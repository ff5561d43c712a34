CREATE TABLE "carrinhos" (
	"id_carrinho" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrinhos_id_carrinho_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_usuario_comprador" integer NOT NULL,
	"status" varchar(30) DEFAULT 'ativo' NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrinhos_status_check" CHECK ("carrinhos"."status" in ('ativo', 'aguardando_pagamento', 'finalizado'))
);
--> statement-breakpoint
CREATE TABLE "itens_carrinho" (
	"id_item_carrinho" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itens_carrinho_id_item_carrinho_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_carrinho" integer NOT NULL,
	"id_anuncio" integer NOT NULL,
	"quantidade" integer NOT NULL,
	"forma_pagamento_selecionada" varchar(20) NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itens_carrinho_item_unico" UNIQUE("id_carrinho","id_anuncio","forma_pagamento_selecionada"),
	CONSTRAINT "itens_carrinho_quantidade_check" CHECK ("itens_carrinho"."quantidade" between 1 and 99),
	CONSTRAINT "itens_carrinho_forma_check" CHECK ("itens_carrinho"."forma_pagamento_selecionada" in ('padrao', 'sustentavel'))
);
--> statement-breakpoint
ALTER TABLE "carrinhos" ADD CONSTRAINT "carrinhos_id_usuario_comprador_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_comprador") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_carrinho" ADD CONSTRAINT "itens_carrinho_id_carrinho_carrinhos_id_carrinho_fk" FOREIGN KEY ("id_carrinho") REFERENCES "public"."carrinhos"("id_carrinho") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_carrinho" ADD CONSTRAINT "itens_carrinho_id_anuncio_anuncios_id_anuncio_fk" FOREIGN KEY ("id_anuncio") REFERENCES "public"."anuncios"("id_anuncio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrinhos_um_ativo_idx" ON "carrinhos" USING btree ("id_usuario_comprador") WHERE "carrinhos"."status" = 'ativo';--> statement-breakpoint
CREATE INDEX "carrinhos_comprador_idx" ON "carrinhos" USING btree ("id_usuario_comprador");--> statement-breakpoint
CREATE INDEX "itens_carrinho_anuncio_idx" ON "itens_carrinho" USING btree ("id_anuncio");