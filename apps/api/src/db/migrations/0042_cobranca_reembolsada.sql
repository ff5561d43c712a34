-- A paid raw-material charge of an order that ends without delivery (cancelled, or refunded in full)
-- is refunded through Mercado Pago: the charge ends 'reembolsada' with the provider's refund id and date
-- (decision 042).
ALTER TABLE "cobrancas_materia" DROP CONSTRAINT "cobrancas_materia_status_check";--> statement-breakpoint
ALTER TABLE "cobrancas_materia" ADD COLUMN "mp_refund_id" bigint;--> statement-breakpoint
ALTER TABLE "cobrancas_materia" ADD COLUMN "data_reembolso" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cobrancas_materia" ADD CONSTRAINT "cobrancas_materia_status_check" CHECK ("cobrancas_materia"."status" in ('pendente', 'paga', 'cancelada', 'reembolsada'));--> statement-breakpoint
ALTER TABLE "cobrancas_materia" ADD CONSTRAINT "cobrancas_materia_reembolso_check" CHECK (("cobrancas_materia"."status" = 'reembolsada') = ("cobrancas_materia"."data_reembolso" is not null));
--> statement-breakpoint
-- Charges still pending on orders that had already ended can no longer be paid; paid ones are found by
-- the refunds' sweep and given back.
UPDATE "cobrancas_materia" SET "status" = 'cancelada', "data_cancelamento" = now()
WHERE "status" = 'pendente'
  AND "id_pedido" IN (SELECT "id_pedido" FROM "pedidos" WHERE "status_pedido" IN ('cancelado', 'reembolsado'));
