CREATE TABLE "avaliacoes" (
	"id_avaliacao" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "avaliacoes_id_avaliacao_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_produto" integer NOT NULL,
	"id_pedido" integer NOT NULL,
	"id_usuario_comprador" integer NOT NULL,
	"id_usuario_vendedor" integer NOT NULL,
	"nota" integer NOT NULL,
	"comentario" varchar(500) NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliacoes_nota_check" CHECK ("avaliacoes"."nota" between 1 and 5),
	CONSTRAINT "avaliacoes_comentario_check" CHECK (char_length("avaliacoes"."comentario") between 10 and 500)
);
--> statement-breakpoint
CREATE TABLE "avaliacoes_produto" (
	"id_produto" integer PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"soma" integer NOT NULL,
	"nota_media" numeric(3, 2) GENERATED ALWAYS AS (case when total > 0 then round(soma::numeric / total, 2) else 0 end) STORED
);
--> statement-breakpoint
CREATE TABLE "avaliacoes_vendedor" (
	"id_usuario_vendedor" integer PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"soma" integer NOT NULL,
	"nota_1" integer NOT NULL,
	"nota_2" integer NOT NULL,
	"nota_3" integer NOT NULL,
	"nota_4" integer NOT NULL,
	"nota_5" integer NOT NULL,
	"nota_media" numeric(3, 2) GENERATED ALWAYS AS (case when total > 0 then round(soma::numeric / total, 2) else 0 end) STORED
);
--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_id_pedido_pedidos_id_pedido_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."pedidos"("id_pedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_id_usuario_comprador_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_comprador") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes_produto" ADD CONSTRAINT "avaliacoes_produto_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes_vendedor" ADD CONSTRAINT "avaliacoes_vendedor_id_usuario_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avaliacoes_comprador_produto_key" ON "avaliacoes" USING btree ("id_usuario_comprador","id_produto");--> statement-breakpoint
CREATE INDEX "avaliacoes_produto_idx" ON "avaliacoes" USING btree ("id_produto","data_criacao" DESC NULLS LAST,"id_avaliacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "avaliacoes_vendedor_idx" ON "avaliacoes" USING btree ("id_usuario_vendedor","data_criacao" DESC NULLS LAST,"id_avaliacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "avaliacoes_vendedor_nota_idx" ON "avaliacoes" USING btree ("id_usuario_vendedor","nota","data_criacao" DESC NULLS LAST,"id_avaliacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "avaliacoes_comprador_idx" ON "avaliacoes" USING btree ("id_usuario_comprador","data_criacao" DESC NULLS LAST,"id_avaliacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "avaliacoes_pedido_idx" ON "avaliacoes" USING btree ("id_pedido");--> statement-breakpoint
-- Decision 019: each product's and each seller's review count, sum and (seller) score distribution,
-- kept by the database as reviews are written, edited or removed, and the catalogue's search
-- documents (anuncios_busca.nota, decision 012) following the product's average, so the cards and the
-- ordering by rating read a column instead of every review. Statement-level triggers with transition
-- tables, as decision 018's: a bulk load is folded in one statement, and each statement takes the rows
-- it shares with others in key order (products, then sellers), so two writers never deadlock.
CREATE FUNCTION avaliacoes_totais_aplicar(sinais integer[], produtos integer[], vendedores integer[],
    notas integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO avaliacoes_produto AS t (id_produto, total, soma)
  SELECT m.produto, sum(m.sinal), sum(m.sinal * m.nota)
  FROM unnest(sinais, produtos, notas) AS m(sinal, produto, nota)
  GROUP BY 1
  ORDER BY 1
  ON CONFLICT (id_produto) DO UPDATE SET total = t.total + excluded.total, soma = t.soma + excluded.soma;

  INSERT INTO avaliacoes_vendedor AS t (id_usuario_vendedor, total, soma, nota_1, nota_2, nota_3, nota_4, nota_5)
  SELECT m.vendedor, sum(m.sinal), sum(m.sinal * m.nota),
    coalesce(sum(m.sinal) FILTER (WHERE m.nota = 1), 0), coalesce(sum(m.sinal) FILTER (WHERE m.nota = 2), 0),
    coalesce(sum(m.sinal) FILTER (WHERE m.nota = 3), 0), coalesce(sum(m.sinal) FILTER (WHERE m.nota = 4), 0),
    coalesce(sum(m.sinal) FILTER (WHERE m.nota = 5), 0)
  FROM unnest(sinais, vendedores, notas) AS m(sinal, vendedor, nota)
  GROUP BY 1
  ORDER BY 1
  ON CONFLICT (id_usuario_vendedor) DO UPDATE SET
    total = t.total + excluded.total, soma = t.soma + excluded.soma,
    nota_1 = t.nota_1 + excluded.nota_1, nota_2 = t.nota_2 + excluded.nota_2, nota_3 = t.nota_3 + excluded.nota_3,
    nota_4 = t.nota_4 + excluded.nota_4, nota_5 = t.nota_5 + excluded.nota_5;

  -- The listings of the products whose average moved.
  UPDATE anuncios_busca b SET nota = ap.nota_media
  FROM anuncios a JOIN avaliacoes_produto ap ON ap.id_produto = a.id_produto
  WHERE b.id_anuncio = a.id_anuncio AND a.id_produto = ANY (produtos) AND b.nota IS DISTINCT FROM ap.nota_media;
END
$$;
--> statement-breakpoint
CREATE FUNCTION avaliacoes_totais_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM avaliacoes_totais_aplicar(array_agg(1), array_agg(n.id_produto), array_agg(n.id_usuario_vendedor),
      array_agg(n.nota))
    FROM novos n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM avaliacoes_totais_aplicar(array_agg(-1), array_agg(a.id_produto), array_agg(a.id_usuario_vendedor),
      array_agg(a.nota))
    FROM antigos a;
  ELSE
    -- What the statement changed of each review: its old score out, its new one in. An edit of the
    -- comment alone touches no total.
    PERFORM avaliacoes_totais_aplicar(array_agg(m.sinal), array_agg(m.produto), array_agg(m.vendedor),
      array_agg(m.nota))
    FROM (
      SELECT -1, a.id_produto, a.id_usuario_vendedor, a.nota
      FROM antigos a JOIN novos n USING (id_avaliacao)
      WHERE (a.nota, a.id_produto, a.id_usuario_vendedor) IS DISTINCT FROM (n.nota, n.id_produto, n.id_usuario_vendedor)
      UNION ALL
      SELECT 1, n.id_produto, n.id_usuario_vendedor, n.nota
      FROM antigos a JOIN novos n USING (id_avaliacao)
      WHERE (a.nota, a.id_produto, a.id_usuario_vendedor) IS DISTINCT FROM (n.nota, n.id_produto, n.id_usuario_vendedor)
    ) AS m(sinal, produto, vendedor, nota);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER avaliacoes_totais_inserir AFTER INSERT ON avaliacoes
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION avaliacoes_totais_trigger();
--> statement-breakpoint
CREATE TRIGGER avaliacoes_totais_atualizar AFTER UPDATE ON avaliacoes
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION avaliacoes_totais_trigger();
--> statement-breakpoint
CREATE TRIGGER avaliacoes_totais_apagar AFTER DELETE ON avaliacoes
  REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION avaliacoes_totais_trigger();
--> statement-breakpoint
-- A listing's search document (migration 0010) now carries its product's average: a new listing of a
-- product already reviewed, or one recomputed for any other reason, starts from the kept figure.
CREATE OR REPLACE FUNCTION anuncios_busca_atualizar(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO anuncios_busca AS b (id_anuncio, id_usuario_vendedor, visivel, vendedor_bloqueado_ate,
    data_criacao, preco_centavos, forma_de_pagamento, nota, nome, documento, texto)
  SELECT a.id_anuncio, a.id_usuario_vendedor,
    a.status_anuncio = 'ativo' AND p.status_produto = 'ativo'
      AND EXISTS (SELECT 1 FROM conexoes_mercadopago c WHERE c.id_usuario = a.id_usuario_vendedor),
    u.bloqueado_ate, a.data_criacao, p.preco_centavos, a.forma_de_pagamento,
    coalesce(ap.nota_media, 0),
    f_busca(p.nome),
    setweight(to_tsvector('portuguese', f_busca(p.nome)), 'A')
      || setweight(to_tsvector('portuguese', f_busca(a.descricao_anuncio)), 'B')
      || setweight(to_tsvector('portuguese', f_busca(coalesce(m.nomes, ''))), 'C'),
    f_busca(concat_ws(' ', p.nome, a.descricao_anuncio, m.nomes))
  FROM anuncios a
  JOIN produtos p ON p.id_produto = a.id_produto
  JOIN usuarios u ON u.id_usuario = a.id_usuario_vendedor
  LEFT JOIN avaliacoes_produto ap ON ap.id_produto = a.id_produto
  LEFT JOIN LATERAL (
    SELECT string_agg(mp.nome_materia_prima, ' ' ORDER BY mp.id_materia_prima) AS nomes
    FROM produto_materias_primas pmp
    JOIN materias_primas mp ON mp.id_materia_prima = pmp.id_materia_prima
    WHERE pmp.id_produto = a.id_produto
  ) m ON true
  WHERE a.id_anuncio = ANY (ids)
  ON CONFLICT (id_anuncio) DO UPDATE SET
    id_usuario_vendedor = excluded.id_usuario_vendedor,
    visivel = excluded.visivel,
    vendedor_bloqueado_ate = excluded.vendedor_bloqueado_ate,
    data_criacao = excluded.data_criacao,
    preco_centavos = excluded.preco_centavos,
    forma_de_pagamento = excluded.forma_de_pagamento,
    nota = excluded.nota,
    nome = excluded.nome,
    documento = excluded.documento,
    texto = excluded.texto
$$;
