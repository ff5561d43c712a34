ALTER TABLE "produtos" ADD COLUMN "categoria" varchar(30) DEFAULT 'casa_decoracao' NOT NULL;--> statement-breakpoint
ALTER TABLE "anuncios_busca" ADD COLUMN "categoria" varchar(30) DEFAULT 'casa_decoracao' NOT NULL;--> statement-breakpoint
ALTER TABLE "anuncios_busca" ADD COLUMN "materias" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "anuncios_busca_categoria_idx" ON "anuncios_busca" USING btree ("categoria","data_criacao" DESC NULLS LAST,"id_anuncio" DESC NULLS LAST,"preco_centavos","forma_de_pagamento","vendedor_bloqueado_ate") WHERE "anuncios_busca"."visivel";--> statement-breakpoint
CREATE INDEX "anuncios_busca_materias_idx" ON "anuncios_busca" USING gin ("materias");--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_categoria_check" CHECK ("produtos"."categoria" in ('casa_decoracao', 'moda_acessorios', 'bolsas', 'moveis', 'papelaria', 'brinquedos', 'jardim', 'iluminacao'));--> statement-breakpoint
-- Existing products get a category from their name's words; the rest stay in casa_decoracao.
UPDATE produtos SET categoria = CASE
  WHEN f_busca(nome) ~ '\m(bolsa|bolsas|sacola|sacolas|mochila|necessaire|carteira|pochete|clutch|ecobag)' THEN 'bolsas'
  WHEN f_busca(nome) ~ '\m(luminaria|luminarias|abajur|lampada|lustre|pendente|arandela|lanterna|luz)' THEN 'iluminacao'
  WHEN f_busca(nome) ~ '\m(banco|banqueta|mesa|mesinha|cadeira|puff|pufe|estante|prateleira|poltrona|sofa|rack|criado|movel|moveis|aparador|nicho)' THEN 'moveis'
  WHEN f_busca(nome) ~ '\m(caderno|agenda|bloco|papel|marcador|estojo|lapis|caneta|cartao|cartoes|envelope|papelaria)' THEN 'papelaria'
  WHEN f_busca(nome) ~ '\m(brinquedo|brinquedos|boneca|boneco|carrinho|jogo|quebra|piao|bola|pipa)' THEN 'brinquedos'
  WHEN f_busca(nome) ~ '\m(vaso|vasos|horta|jardim|floreira|regador|composteira|comedouro|cachepo|jardineira|suculenta)' THEN 'jardim'
  WHEN f_busca(nome) ~ '\m(brinco|brincos|colar|pulseira|anel|chaveiro|cinto|bone|chapeu|camiseta|camisa|roupa|oculos|tiara|bijuteria|broche)' THEN 'moda_acessorios'
  ELSE 'casa_decoracao' END;--> statement-breakpoint
-- The search document carries the product's category and raw materials (decision 012).
CREATE OR REPLACE FUNCTION anuncios_busca_atualizar(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO anuncios_busca AS b (id_anuncio, id_usuario_vendedor, visivel, vendedor_bloqueado_ate,
    data_criacao, preco_centavos, forma_de_pagamento, nota, nome, documento, texto, categoria, materias)
  SELECT a.id_anuncio, a.id_usuario_vendedor,
    a.status_anuncio = 'ativo' AND p.status_produto = 'ativo'
      AND u.suspenso_em IS NULL AND u.excluido_em IS NULL
      AND EXISTS (SELECT 1 FROM conexoes_mercadopago c WHERE c.id_usuario = a.id_usuario_vendedor),
    u.bloqueado_ate, a.data_criacao, p.preco_centavos, a.forma_de_pagamento,
    coalesce(ap.nota_media, 0),
    f_busca(p.nome),
    setweight(to_tsvector('portuguese', f_busca(p.nome)), 'A')
      || setweight(to_tsvector('portuguese', f_busca(a.descricao_anuncio)), 'B')
      || setweight(to_tsvector('portuguese', f_busca(coalesce(m.nomes, ''))), 'C'),
    f_busca(concat_ws(' ', p.nome, a.descricao_anuncio, m.nomes)),
    p.categoria,
    coalesce(m.materia_ids, '{}')
  FROM anuncios a
  JOIN produtos p ON p.id_produto = a.id_produto
  JOIN usuarios u ON u.id_usuario = a.id_usuario_vendedor
  LEFT JOIN avaliacoes_produto ap ON ap.id_produto = a.id_produto
  LEFT JOIN LATERAL (
    SELECT string_agg(mp.nome_materia_prima, ' ' ORDER BY mp.id_materia_prima) AS nomes,
      array_agg(mp.id_materia_prima ORDER BY mp.id_materia_prima) AS materia_ids
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
    texto = excluded.texto,
    categoria = excluded.categoria,
    materias = excluded.materias
$$;--> statement-breakpoint
-- A product's name, price, status or category.
CREATE OR REPLACE FUNCTION anuncios_busca_de_produtos() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM anuncios_busca_atualizar(ARRAY(
    SELECT a.id_anuncio FROM anuncios a
    JOIN novos n ON n.id_produto = a.id_produto
    JOIN antigos o ON o.id_produto = n.id_produto
    WHERE (n.nome, n.preco_centavos, n.status_produto, n.categoria)
      IS DISTINCT FROM (o.nome, o.preco_centavos, o.status_produto, o.categoria)));
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE anuncios_busca b SET categoria = p.categoria, materias = coalesce(m.ids, '{}')
FROM anuncios a
JOIN produtos p ON p.id_produto = a.id_produto
LEFT JOIN LATERAL (
  SELECT array_agg(pmp.id_materia_prima ORDER BY pmp.id_materia_prima) AS ids
  FROM produto_materias_primas pmp WHERE pmp.id_produto = a.id_produto
) m ON true
WHERE a.id_anuncio = b.id_anuncio;
