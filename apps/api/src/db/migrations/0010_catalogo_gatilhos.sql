-- The storefront's search document per listing (decision 012), recomputed by the database itself from
-- the tables it comes from, so no code path can forget it. Statement-level triggers with transition
-- tables: a bulk insert or a price change over many listings recomputes them in one statement.
CREATE OR REPLACE FUNCTION anuncios_busca_atualizar(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO anuncios_busca AS b (id_anuncio, id_usuario_vendedor, visivel, vendedor_bloqueado_ate,
    data_criacao, preco_centavos, forma_de_pagamento, nome, documento, texto)
  SELECT a.id_anuncio, a.id_usuario_vendedor,
    a.status_anuncio = 'ativo' AND p.status_produto = 'ativo'
      AND EXISTS (SELECT 1 FROM conexoes_mercadopago c WHERE c.id_usuario = a.id_usuario_vendedor),
    u.bloqueado_ate, a.data_criacao, p.preco_centavos, a.forma_de_pagamento,
    f_busca(p.nome),
    setweight(to_tsvector('portuguese', f_busca(p.nome)), 'A')
      || setweight(to_tsvector('portuguese', f_busca(a.descricao_anuncio)), 'B')
      || setweight(to_tsvector('portuguese', f_busca(coalesce(m.nomes, ''))), 'C'),
    f_busca(concat_ws(' ', p.nome, a.descricao_anuncio, m.nomes))
  FROM anuncios a
  JOIN produtos p ON p.id_produto = a.id_produto
  JOIN usuarios u ON u.id_usuario = a.id_usuario_vendedor
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
    nome = excluded.nome,
    documento = excluded.documento,
    texto = excluded.texto
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION anuncios_busca_de_anuncios() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM anuncios_busca_atualizar(ARRAY(SELECT id_anuncio FROM novos));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER anuncios_busca_insert AFTER INSERT ON anuncios
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION anuncios_busca_de_anuncios();--> statement-breakpoint
CREATE TRIGGER anuncios_busca_update AFTER UPDATE ON anuncios
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION anuncios_busca_de_anuncios();--> statement-breakpoint

-- A product's name, price or status.
CREATE OR REPLACE FUNCTION anuncios_busca_de_produtos() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM anuncios_busca_atualizar(ARRAY(
    SELECT a.id_anuncio FROM anuncios a
    JOIN novos n ON n.id_produto = a.id_produto
    JOIN antigos o ON o.id_produto = n.id_produto
    WHERE (n.nome, n.preco_centavos, n.status_produto) IS DISTINCT FROM (o.nome, o.preco_centavos, o.status_produto)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER anuncios_busca_produtos AFTER UPDATE ON produtos
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION anuncios_busca_de_produtos();--> statement-breakpoint

-- The raw materials a product is made of.
CREATE OR REPLACE FUNCTION anuncios_busca_de_produto_materias() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM anuncios_busca_atualizar(ARRAY(
    SELECT a.id_anuncio FROM anuncios a WHERE a.id_produto IN (SELECT id_produto FROM alterados)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER anuncios_busca_produto_materias_insert AFTER INSERT ON produto_materias_primas
  REFERENCING NEW TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION anuncios_busca_de_produto_materias();--> statement-breakpoint
CREATE TRIGGER anuncios_busca_produto_materias_delete AFTER DELETE ON produto_materias_primas
  REFERENCING OLD TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION anuncios_busca_de_produto_materias();--> statement-breakpoint

-- A raw material's name.
CREATE OR REPLACE FUNCTION anuncios_busca_de_materias() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM anuncios_busca_atualizar(ARRAY(
    SELECT DISTINCT a.id_anuncio FROM anuncios a
    JOIN produto_materias_primas pmp ON pmp.id_produto = a.id_produto
    JOIN novos n ON n.id_materia_prima = pmp.id_materia_prima
    JOIN antigos o ON o.id_materia_prima = n.id_materia_prima
    WHERE n.nome_materia_prima IS DISTINCT FROM o.nome_materia_prima));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER anuncios_busca_materias AFTER UPDATE ON materias_primas
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION anuncios_busca_de_materias();--> statement-breakpoint

-- The seller's block (time-bound, so it is kept as a date and compared when reading).
CREATE OR REPLACE FUNCTION anuncios_busca_de_usuarios() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE anuncios_busca b SET vendedor_bloqueado_ate = n.bloqueado_ate
  FROM novos n JOIN antigos o ON o.id_usuario = n.id_usuario
  WHERE n.bloqueado_ate IS DISTINCT FROM o.bloqueado_ate AND b.id_usuario_vendedor = n.id_usuario;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER anuncios_busca_usuarios AFTER UPDATE ON usuarios
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION anuncios_busca_de_usuarios();--> statement-breakpoint

-- The seller's Mercado Pago connection: made or undone.
CREATE OR REPLACE FUNCTION anuncios_busca_de_conexoes() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM anuncios_busca_atualizar(ARRAY(
    SELECT a.id_anuncio FROM anuncios a WHERE a.id_usuario_vendedor IN (SELECT id_usuario FROM alterados)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER anuncios_busca_conexoes_insert AFTER INSERT ON conexoes_mercadopago
  REFERENCING NEW TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION anuncios_busca_de_conexoes();--> statement-breakpoint
CREATE TRIGGER anuncios_busca_conexoes_delete AFTER DELETE ON conexoes_mercadopago
  REFERENCING OLD TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION anuncios_busca_de_conexoes();--> statement-breakpoint

SELECT anuncios_busca_atualizar(ARRAY(SELECT id_anuncio FROM anuncios));
