CREATE TABLE "materia_prima_recebida" (
	"id_usuario_vendedor" integer NOT NULL,
	"unidade_medida" varchar(20) NOT NULL,
	"nome_materia_prima" text NOT NULL,
	"quantidade" numeric(14, 2) NOT NULL,
	CONSTRAINT "materia_prima_recebida_id_usuario_vendedor_unidade_medida_nome_materia_prima_pk" PRIMARY KEY("id_usuario_vendedor","unidade_medida","nome_materia_prima")
);
--> statement-breakpoint
CREATE TABLE "pedidos_totais_dia" (
	"id_usuario" integer NOT NULL,
	"lado" varchar(10) NOT NULL,
	"dia" date NOT NULL,
	"status_pedido" varchar(30) NOT NULL,
	"pedidos" integer NOT NULL,
	"valor_centavos" bigint NOT NULL,
	CONSTRAINT "pedidos_totais_dia_id_usuario_lado_dia_status_pedido_pk" PRIMARY KEY("id_usuario","lado","dia","status_pedido"),
	CONSTRAINT "pedidos_totais_dia_lado_check" CHECK ("pedidos_totais_dia"."lado" in ('vendedor', 'comprador'))
);
--> statement-breakpoint
ALTER TABLE "materia_prima_recebida" ADD CONSTRAINT "materia_prima_recebida_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_totais_dia" ADD CONSTRAINT "pedidos_totais_dia_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 018: totals kept by the database as orders change, so the orders lists' counters and the
-- seller dashboard read a few rows per user instead of all of the user's orders. Statement-level
-- triggers with transition tables (a bulk insert or update is folded in one statement). Each change
-- is applied in key order, so two transactions always take the rows they share in the same order.
CREATE FUNCTION pedidos_totais_aplicar(sinais integer[], vendedores integer[], compradores integer[],
    criados timestamptz[], estados text[], valores bigint[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO pedidos_totais_dia AS t (id_usuario, lado, dia, status_pedido, pedidos, valor_centavos)
  SELECT l.id_usuario, l.lado, (m.criado AT TIME ZONE 'America/Sao_Paulo')::date, m.estado,
         sum(m.sinal), sum(m.sinal * m.valor)
  FROM unnest(sinais, vendedores, compradores, criados, estados, valores)
         AS m(sinal, vendedor, comprador, criado, estado, valor)
  CROSS JOIN LATERAL (VALUES (m.vendedor, 'vendedor'), (m.comprador, 'comprador')) AS l(id_usuario, lado)
  GROUP BY 1, 2, 3, 4
  HAVING sum(m.sinal) <> 0 OR sum(m.sinal * m.valor) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (id_usuario, lado, dia, status_pedido) DO UPDATE
    SET pedidos = t.pedidos + excluded.pedidos, valor_centavos = t.valor_centavos + excluded.valor_centavos
$$;
--> statement-breakpoint
CREATE FUNCTION materia_recebida_aplicar(vendedores integer[], unidades text[], nomes text[],
    quantidades numeric[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO materia_prima_recebida AS t (id_usuario_vendedor, unidade_medida, nome_materia_prima, quantidade)
  SELECT m.vendedor, coalesce(m.unidade, ''), coalesce(m.nome, ''), sum(m.quantidade)
  FROM unnest(vendedores, unidades, nomes, quantidades) AS m(vendedor, unidade, nome, quantidade)
  WHERE m.quantidade IS NOT NULL
  GROUP BY 1, 2, 3
  HAVING sum(m.quantidade) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (id_usuario_vendedor, unidade_medida, nome_materia_prima) DO UPDATE
    SET quantidade = t.quantidade + excluded.quantidade
$$;
--> statement-breakpoint
CREATE FUNCTION pedidos_totais_trigger() RETURNS trigger
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
    -- Raw material counts while the order is delivered: in when it becomes so, out when it stops.
    PERFORM materia_recebida_aplicar(array_agg(n.id_usuario_vendedor), array_agg(i.unidade_medida::text),
      array_agg(i.nome_materia_prima),
      array_agg(CASE WHEN n.status_pedido = 'entregue' THEN 1 ELSE -1 END * i.quantidade_materia_prima))
    FROM antigos a JOIN novos n USING (id_pedido) JOIN itens_pedido i ON i.id_pedido = n.id_pedido
    WHERE (a.status_pedido = 'entregue') <> (n.status_pedido = 'entregue');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pedidos_totais_inserir AFTER INSERT ON pedidos
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION pedidos_totais_trigger();
--> statement-breakpoint
CREATE TRIGGER pedidos_totais_atualizar AFTER UPDATE ON pedidos
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION pedidos_totais_trigger();
--> statement-breakpoint
CREATE TRIGGER pedidos_totais_apagar AFTER DELETE ON pedidos
  REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION pedidos_totais_trigger();
--> statement-breakpoint
-- A delivered order deleted takes its raw material out before its items go with it (by cascade, after
-- the order is gone, when the items' own trigger can no longer see it delivered).
CREATE FUNCTION materia_recebida_pedido_apagado() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF OLD.status_pedido = 'entregue' THEN
    PERFORM materia_recebida_aplicar(array_agg(OLD.id_usuario_vendedor), array_agg(i.unidade_medida::text),
      array_agg(i.nome_materia_prima), array_agg(-i.quantidade_materia_prima))
    FROM itens_pedido i WHERE i.id_pedido = OLD.id_pedido;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER materia_recebida_pedido_apagado BEFORE DELETE ON pedidos
  FOR EACH ROW EXECUTE FUNCTION materia_recebida_pedido_apagado();
--> statement-breakpoint
-- Items written or removed while their order is delivered (bulk loads write orders first, items after).
CREATE FUNCTION materia_recebida_itens() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM materia_recebida_aplicar(array_agg(p.id_usuario_vendedor), array_agg(i.unidade_medida::text),
      array_agg(i.nome_materia_prima), array_agg(i.quantidade_materia_prima))
    FROM novos i JOIN pedidos p ON p.id_pedido = i.id_pedido WHERE p.status_pedido = 'entregue';
  ELSE
    PERFORM materia_recebida_aplicar(array_agg(p.id_usuario_vendedor), array_agg(i.unidade_medida::text),
      array_agg(i.nome_materia_prima), array_agg(-i.quantidade_materia_prima))
    FROM antigos i JOIN pedidos p ON p.id_pedido = i.id_pedido WHERE p.status_pedido = 'entregue';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER materia_recebida_itens_inserir AFTER INSERT ON itens_pedido
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION materia_recebida_itens();
--> statement-breakpoint
CREATE TRIGGER materia_recebida_itens_apagar AFTER DELETE ON itens_pedido
  REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION materia_recebida_itens();
--> statement-breakpoint
-- The orders already there.
INSERT INTO pedidos_totais_dia (id_usuario, lado, dia, status_pedido, pedidos, valor_centavos)
SELECT l.id_usuario, l.lado, (p.data_criacao AT TIME ZONE 'America/Sao_Paulo')::date, p.status_pedido,
       count(*), sum(p.valor_total_centavos)
FROM pedidos p
CROSS JOIN LATERAL (VALUES (p.id_usuario_vendedor, 'vendedor'), (p.id_usuario_comprador, 'comprador'))
  AS l(id_usuario, lado)
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO materia_prima_recebida (id_usuario_vendedor, unidade_medida, nome_materia_prima, quantidade)
SELECT p.id_usuario_vendedor, coalesce(i.unidade_medida, ''), coalesce(i.nome_materia_prima, ''),
       sum(i.quantidade_materia_prima)
FROM pedidos p JOIN itens_pedido i ON i.id_pedido = p.id_pedido
WHERE p.status_pedido = 'entregue' AND i.quantidade_materia_prima IS NOT NULL
GROUP BY 1, 2, 3;
