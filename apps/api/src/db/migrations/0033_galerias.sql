CREATE TABLE "produto_imagens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "produto_imagens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_produto" integer NOT NULL,
	"posicao" smallint NOT NULL,
	"card" text NOT NULL,
	"arquivo_320" text,
	"arquivo_640" text,
	"arquivo_1280" text NOT NULL,
	"largura" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produto_imagens_posicao_key" UNIQUE("id_produto","posicao"),
	CONSTRAINT "produto_imagens_posicao_check" CHECK ("produto_imagens"."posicao" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "produto_imagens" ADD CONSTRAINT "produto_imagens_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Checked at the commit, so one reorder may swap positions.
ALTER TABLE "produto_imagens" DROP CONSTRAINT "produto_imagens_posicao_key";--> statement-breakpoint
ALTER TABLE "produto_imagens" ADD CONSTRAINT "produto_imagens_posicao_key" UNIQUE ("id_produto","posicao") DEFERRABLE INITIALLY DEFERRED;
