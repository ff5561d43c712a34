CREATE TABLE "divergencias_conciliacao" (
	"id_divergencia" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "divergencias_conciliacao_id_divergencia_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"regra" varchar(30) NOT NULL,
	"descricao" text NOT NULL,
	"data_primeira" timestamp with time zone DEFAULT now() NOT NULL,
	"data_ultima" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pendencias_resolvidas" (
	"id_resolucao" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pendencias_resolvidas_id_resolucao_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" varchar(20) NOT NULL,
	"id_alvo" integer NOT NULL,
	"estado" varchar(30) DEFAULT '' NOT NULL,
	"motivo" text NOT NULL,
	"id_operador" integer NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pendencias_resolvidas_tipo_check" CHECK ("pendencias_resolvidas"."tipo" in ('pagamento', 'notificacao_mp', 'divergencia'))
);
--> statement-breakpoint
ALTER TABLE "pendencias_resolvidas" ADD CONSTRAINT "pendencias_resolvidas_id_operador_usuarios_id_usuario_fk" FOREIGN KEY ("id_operador") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "divergencias_conciliacao_descricao_key" ON "divergencias_conciliacao" USING btree ("descricao");--> statement-breakpoint
CREATE INDEX "divergencias_conciliacao_ultima_idx" ON "divergencias_conciliacao" USING btree ("data_ultima");--> statement-breakpoint
CREATE UNIQUE INDEX "pendencias_resolvidas_alvo_key" ON "pendencias_resolvidas" USING btree ("tipo","id_alvo","estado");