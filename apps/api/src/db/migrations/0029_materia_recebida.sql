ALTER TABLE "notificacoes" DROP CONSTRAINT "notificacoes_tipo_check";--> statement-breakpoint
ALTER TABLE "itens_pedido" ADD COLUMN "quantidade_recebida" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_tipo_check" CHECK ("notificacoes"."tipo" in ('pedido_criado', 'pedido_recebido', 'pedido_confirmado', 'pedido_cancelado', 'pedido_atualizado', 'pagamento_aprovado', 'pagamento_recusado', 'reembolso_solicitado', 'reembolso_respondido', 'reembolso_concluido', 'avaliacao_recebida', 'anuncio_desativado', 'vendedor_bloqueado', 'moderacao_revisada', 'disputa_aberta', 'disputa_decidida', 'pagamento_contestado', 'mensagem_recebida', 'materia_prima_recebida'));--> statement-breakpoint
ALTER TABLE "itens_pedido" ADD CONSTRAINT "itens_pedido_recebida_check" CHECK ("itens_pedido"."quantidade_recebida" is null or ("itens_pedido"."quantidade_recebida" > 0 and "itens_pedido"."quantidade_recebida" <= "itens_pedido"."quantidade_materia_prima"));--> statement-breakpoint
-- Decision 028: the seller's dashboard counts the raw material its seller recorded as received
-- (itens_pedido.quantidade_recebida), whatever the order's status, never the amounts owed. The order's
-- status changes no longer move it; items recorded, corrected, added or removed do.
CREATE OR REPLACE FUNCTION pedidos_totais_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pedidos_totais_aplicar(array_agg(1), array_agg(n.id_usuario_vendedor),
      array_agg(n.id_usuario_comprador), array_agg(n.data_criacao), array_agg(n.status_pedido::text),
      array_agg(n.valor_total_centavos::bigint))
    FROM novos n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pedidos_totais_aplicar(array_agg(-1), array_agg(a.id_usuario_vendedor),
      array_agg(a.id_usuario_comprador), array_agg(a.data_criacao), array_agg(a.status_pedido::text),
      array_agg(a.valor_total_centavos::bigint))
    FROM antigos a;
  ELSE
    -- What the statement changed of each order: its old contribution out, its new one in.
    PERFORM pedidos_totais_aplicar(array_agg(m.sinal), array_agg(m.vendedor), array_agg(m.comprador),
      array_agg(m.criado), array_agg(m.estado), array_agg(m.valor))
    FROM (
      SELECT -1, a.id_usuario_vendedor, a.id_usuario_comprador, a.data_criacao, a.status_pedido::text,
             a.valor_total_centavos::bigint
      FROM antigos a JOIN novos n USING (id_pedido)
      WHERE (a.status_pedido, a.valor_total_centavos, a.id_usuario_vendedor, a.id_usuario_comprador, a.data_criacao)
        IS DISTINCT FROM (n.status_pedido, n.valor_total_centavos, n.id_usuario_vendedor, n.id_usuario_comprador, n.data_criacao)
      UNION ALL
      SELECT 1, n.id_usuario_vendedor, n.id_usuario_comprador, n.data_criacao, n.status_pedido::text,
             n.valor_total_centavos::bigint
      FROM antigos a JOIN novos n USING (id_pedido)
      WHERE (a.status_pedido, a.valor_total_centavos, a.id_usuario_vendedor, a.id_usuario_comprador, a.data_criacao)
        IS DISTINCT FROM (n.status_pedido, n.valor_total_centavos, n.id_usuario_vendedor, n.id_usuario_comprador, n.data_criacao)
    ) AS m(sinal, vendedor, comprador, criado, estado, valor);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An order deleted takes its recorded material out before its items go with it (by cascade, after the
-- order is gone, when the items' own trigger can no longer find its seller).
CREATE OR REPLACE FUNCTION materia_recebida_pedido_apagado() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM materia_recebida_aplicar(array_agg(OLD.id_usuario_vendedor), array_agg(i.unidade_medida::text),
    array_agg(i.nome_materia_prima), array_agg(-i.quantidade_recebida))
  FROM itens_pedido i WHERE i.id_pedido = OLD.id_pedido AND i.quantidade_recebida IS NOT NULL;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION materia_recebida_itens() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM materia_recebida_aplicar(array_agg(p.id_usuario_vendedor), array_agg(i.unidade_medida::text),
      array_agg(i.nome_materia_prima), array_agg(i.quantidade_recebida))
    FROM novos i JOIN pedidos p ON p.id_pedido = i.id_pedido WHERE i.quantidade_recebida IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM materia_recebida_aplicar(array_agg(p.id_usuario_vendedor), array_agg(i.unidade_medida::text),
      array_agg(i.nome_materia_prima), array_agg(-i.quantidade_recebida))
    FROM antigos i JOIN pedidos p ON p.id_pedido = i.id_pedido WHERE i.quantidade_recebida IS NOT NULL;
  ELSE
    -- A receipt recorded or corrected: the old figure out, the new one in.
    PERFORM materia_recebida_aplicar(array_agg(m.vendedor), array_agg(m.unidade), array_agg(m.nome),
      array_agg(m.quantidade))
    FROM (
      SELECT p.id_usuario_vendedor, a.unidade_medida::text, a.nome_materia_prima, -a.quantidade_recebida
      FROM antigos a JOIN pedidos p ON p.id_pedido = a.id_pedido WHERE a.quantidade_recebida IS NOT NULL
      UNION ALL
      SELECT p.id_usuario_vendedor, n.unidade_medida::text, n.nome_materia_prima, n.quantidade_recebida
      FROM novos n JOIN pedidos p ON p.id_pedido = n.id_pedido WHERE n.quantidade_recebida IS NOT NULL
    ) AS m(vendedor, unidade, nome, quantidade);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER materia_recebida_itens_atualizar AFTER UPDATE ON itens_pedido
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION materia_recebida_itens();
--> statement-breakpoint
-- Nothing was recorded before this rule: the kept figures start from what is recorded.
DELETE FROM materia_prima_recebida;
--> statement-breakpoint
INSERT INTO materia_prima_recebida (id_usuario_vendedor, unidade_medida, nome_materia_prima, quantidade)
SELECT p.id_usuario_vendedor, coalesce(i.unidade_medida, ''), coalesce(i.nome_materia_prima, ''),
       sum(i.quantidade_recebida)
FROM pedidos p JOIN itens_pedido i ON i.id_pedido = p.id_pedido
WHERE i.quantidade_recebida IS NOT NULL
GROUP BY 1, 2, 3;
