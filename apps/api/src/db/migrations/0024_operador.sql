CREATE TABLE "auditoria_operador" (
	"id_registro" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_operador_id_registro_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_operador" integer NOT NULL,
	"acao" varchar(40) NOT NULL,
	"alvo_tipo" varchar(20) NOT NULL,
	"alvo_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"detalhes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputas" (
	"id_disputa" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disputas_id_disputa_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_reembolso" integer NOT NULL,
	"id_pedido" integer NOT NULL,
	"id_usuario_comprador" integer NOT NULL,
	"id_usuario_vendedor" integer NOT NULL,
	"descricao" text NOT NULL,
	"status" varchar(12) DEFAULT 'aberta' NOT NULL,
	"decisao_motivo" text,
	"id_operador" integer,
	"id_reembolso_decisao" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_decisao" timestamp with time zone,
	CONSTRAINT "disputas_id_reembolso_unique" UNIQUE("id_reembolso"),
	CONSTRAINT "disputas_status_check" CHECK ("disputas"."status" in ('aberta', 'reembolsada', 'mantida'))
);
--> statement-breakpoint
ALTER TABLE "notificacoes" DROP CONSTRAINT "notificacoes_tipo_check";--> statement-breakpoint
ALTER TABLE "usuario_perfis" DROP CONSTRAINT "usuario_perfis_perfil_check";--> statement-breakpoint
ALTER TABLE "denuncias" ADD COLUMN "contada" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "denuncias" ADD COLUMN "grupo_denunciante" integer;--> statement-breakpoint
ALTER TABLE "denuncias" ADD COLUMN "dispensada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderacao_eventos" ADD COLUMN "revisao" varchar(12) DEFAULT 'pendente' NOT NULL;--> statement-breakpoint
ALTER TABLE "moderacao_eventos" ADD COLUMN "revisado_por" integer;--> statement-breakpoint
ALTER TABLE "moderacao_eventos" ADD COLUMN "revisado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderacao_eventos" ADD COLUMN "revisao_motivo" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "suspenso_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "suspensao_motivo" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "excluido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "cadastro_origem" varchar(64);--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "grupo_cadastro" integer;--> statement-breakpoint
ALTER TABLE "auditoria_operador" ADD CONSTRAINT "auditoria_operador_id_operador_usuarios_id_usuario_fk" FOREIGN KEY ("id_operador") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputas" ADD CONSTRAINT "disputas_id_reembolso_reembolsos_id_reembolso_fk" FOREIGN KEY ("id_reembolso") REFERENCES "public"."reembolsos"("id_reembolso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputas" ADD CONSTRAINT "disputas_id_pedido_pedidos_id_pedido_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."pedidos"("id_pedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputas" ADD CONSTRAINT "disputas_id_usuario_comprador_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_comprador") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputas" ADD CONSTRAINT "disputas_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputas" ADD CONSTRAINT "disputas_id_operador_usuarios_id_usuario_fk" FOREIGN KEY ("id_operador") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputas" ADD CONSTRAINT "disputas_id_reembolso_decisao_reembolsos_id_reembolso_fk" FOREIGN KEY ("id_reembolso_decisao") REFERENCES "public"."reembolsos"("id_reembolso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_operador_data_idx" ON "auditoria_operador" USING btree ("data_criacao" DESC NULLS LAST,"id_registro" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auditoria_operador_alvo_idx" ON "auditoria_operador" USING btree ("alvo_tipo","alvo_id");--> statement-breakpoint
CREATE INDEX "disputas_status_idx" ON "disputas" USING btree ("status","data_criacao");--> statement-breakpoint
CREATE INDEX "disputas_pedido_idx" ON "disputas" USING btree ("id_pedido");--> statement-breakpoint
ALTER TABLE "moderacao_eventos" ADD CONSTRAINT "moderacao_eventos_revisado_por_usuarios_id_usuario_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderacao_eventos_revisao_idx" ON "moderacao_eventos" USING btree ("revisao","data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "usuarios_cadastro_origem_idx" ON "usuarios" USING btree ("cadastro_origem","criado_em");--> statement-breakpoint
ALTER TABLE "moderacao_eventos" ADD CONSTRAINT "moderacao_eventos_revisao_check" CHECK ("moderacao_eventos"."revisao" in ('pendente', 'confirmada', 'revertida'));--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_tipo_check" CHECK ("notificacoes"."tipo" in ('pedido_criado', 'pedido_recebido', 'pedido_confirmado', 'pedido_cancelado', 'pedido_atualizado', 'pagamento_aprovado', 'pagamento_recusado', 'reembolso_solicitado', 'reembolso_respondido', 'reembolso_concluido', 'avaliacao_recebida', 'anuncio_desativado', 'vendedor_bloqueado', 'moderacao_revisada', 'disputa_aberta', 'disputa_decidida', 'pagamento_contestado'));--> statement-breakpoint
ALTER TABLE "usuario_perfis" ADD CONSTRAINT "usuario_perfis_perfil_check" CHECK ("usuario_perfis"."perfil" in ('comprador', 'vendedor', 'administrador'));--> statement-breakpoint
-- The audit log is append-only: nobody, the application included, changes or removes a line.
CREATE FUNCTION auditoria_operador_somente_insercao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria_operador é somente inserção';
END $$;--> statement-breakpoint
CREATE TRIGGER auditoria_operador_imutavel BEFORE UPDATE OR DELETE OR TRUNCATE ON "auditoria_operador"
  FOR EACH STATEMENT EXECUTE FUNCTION auditoria_operador_somente_insercao();
