CREATE TABLE "materia_prima_entregue" (
	"id_usuario_comprador" integer NOT NULL,
	"unidade_medida" varchar(20) NOT NULL,
	"nome_materia_prima" text NOT NULL,
	"quantidade" numeric(14, 2) NOT NULL,
	CONSTRAINT "materia_prima_entregue_id_usuario_comprador_unidade_medida_nome_materia_prima_pk" PRIMARY KEY("id_usuario_comprador","unidade_medida","nome_materia_prima")
);
--> statement-breakpoint
ALTER TABLE "materia_prima_entregue" ADD CONSTRAINT "materia_prima_entregue_id_usuario_comprador_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_comprador") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What each buyer handed over: the receipts recorded on their orders (decision 028), kept beside the
-- sellers' figures by the same triggers.
CREATE FUNCTION materia_entregue_aplicar(compradores integer[], unidades text[], nomes text[],
    quantidades numeric[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO materia_prima_entregue AS t (id_usuario_comprador, unidade_medida, nome_materia_prima, quantidade)
  SELECT m.comprador, coalesce(m.unidade, ''), coalesce(m.nome, ''), sum(m.quantidade)
  FROM unnest(compradores, unidades, nomes, quantidades) AS m(comprador, unidade, nome, quantidade)
  WHERE m.quantidade IS NOT NULL
  GROUP BY 1, 2, 3
  HAVING sum(m.quantidade) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (id_usuario_comprador, unidade_medida, nome_materia_prima) DO UPDATE
    SET quantidade = t.quantidade + excluded.quantidade
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION materia_recebida_pedido_apagado() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM materia_recebida_aplicar(array_agg(OLD.id_usuario_vendedor), array_agg(i.unidade_medida::text),
    array_agg(i.nome_materia_prima), array_agg(-i.quantidade_recebida))
  FROM itens_pedido i WHERE i.id_pedido = OLD.id_pedido AND i.quantidade_recebida IS NOT NULL;
  PERFORM materia_entregue_aplicar(array_agg(OLD.id_usuario_comprador), array_agg(i.unidade_medida::text),
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
    PERFORM materia_entregue_aplicar(array_agg(p.id_usuario_comprador), array_agg(i.unidade_medida::text),
      array_agg(i.nome_materia_prima), array_agg(i.quantidade_recebida))
    FROM novos i JOIN pedidos p ON p.id_pedido = i.id_pedido WHERE i.quantidade_recebida IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM materia_recebida_aplicar(array_agg(p.id_usuario_vendedor), array_agg(i.unidade_medida::text),
      array_agg(i.nome_materia_prima), array_agg(-i.quantidade_recebida))
    FROM antigos i JOIN pedidos p ON p.id_pedido = i.id_pedido WHERE i.quantidade_recebida IS NOT NULL;
    PERFORM materia_entregue_aplicar(array_agg(p.id_usuario_comprador), array_agg(i.unidade_medida::text),
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
    PERFORM materia_entregue_aplicar(array_agg(m.comprador), array_agg(m.unidade), array_agg(m.nome),
      array_agg(m.quantidade))
    FROM (
      SELECT p.id_usuario_comprador, a.unidade_medida::text, a.nome_materia_prima, -a.quantidade_recebida
      FROM antigos a JOIN pedidos p ON p.id_pedido = a.id_pedido WHERE a.quantidade_recebida IS NOT NULL
      UNION ALL
      SELECT p.id_usuario_comprador, n.unidade_medida::text, n.nome_materia_prima, n.quantidade_recebida
      FROM novos n JOIN pedidos p ON p.id_pedido = n.id_pedido WHERE n.quantidade_recebida IS NOT NULL
    ) AS m(comprador, unidade, nome, quantidade);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO materia_prima_entregue (id_usuario_comprador, unidade_medida, nome_materia_prima, quantidade)
SELECT p.id_usuario_comprador, coalesce(i.unidade_medida, ''), coalesce(i.nome_materia_prima, ''),
       sum(i.quantidade_recebida)
FROM pedidos p JOIN itens_pedido i ON i.id_pedido = p.id_pedido
WHERE i.quantidade_recebida IS NOT NULL
GROUP BY 1, 2, 3
HAVING sum(i.quantidade_recebida) <> 0;
