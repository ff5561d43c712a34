-- The order's seller on each payment (added empty, filled from the orders, then required), so the
-- seller's payments page and its summary read the seller's own index instead of joining all orders.
ALTER TABLE "pagamentos" ADD COLUMN "id_usuario_vendedor" integer;--> statement-breakpoint
UPDATE "pagamentos" g SET "id_usuario_vendedor" = p."id_usuario_vendedor" FROM "pedidos" p WHERE p."id_pedido" = g."id_pedido";--> statement-breakpoint
ALTER TABLE "pagamentos" ALTER COLUMN "id_usuario_vendedor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagamentos_vendedor_idx" ON "pagamentos" USING btree ("id_usuario_vendedor","data_criacao" DESC NULLS LAST,"status","tipo_pagamento","metodo_pagamento","valor_liquido_centavos","valor_reembolsado_centavos");
