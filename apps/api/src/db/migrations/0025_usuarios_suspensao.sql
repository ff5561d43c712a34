CREATE INDEX "usuarios_nome_trgm" ON "usuarios" USING gin (f_busca("nome") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuarios_email_trgm" ON "usuarios" USING gin (f_busca("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuarios_cnpj_cpf_trgm" ON "usuarios" USING gin (f_busca("cnpj_cpf") gin_trgm_ops);--> statement-breakpoint
-- A suspended account (an operator's act) or a deleted one (its owner's) sells nothing: its listings
-- leave the catalogue (the search document's `visivel`, migrations 0010 and 0021) and come back when
-- the suspension is lifted. Recomputed by the database itself, as the seller's block is.
CREATE OR REPLACE FUNCTION anuncios_busca_atualizar(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO anuncios_busca AS b (id_anuncio, id_usuario_vendedor, visivel, vendedor_bloqueado_ate,
    data_criacao, preco_centavos, forma_de_pagamento, nota, nome, documento, texto)
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION anuncios_busca_de_usuarios() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE anuncios_busca b SET vendedor_bloqueado_ate = n.bloqueado_ate
  FROM novos n JOIN antigos o ON o.id_usuario = n.id_usuario
  WHERE n.bloqueado_ate IS DISTINCT FROM o.bloqueado_ate AND b.id_usuario_vendedor = n.id_usuario;
  PERFORM anuncios_busca_atualizar(ARRAY(
    SELECT a.id_anuncio FROM anuncios a
    JOIN novos n ON n.id_usuario = a.id_usuario_vendedor
    JOIN antigos o ON o.id_usuario = n.id_usuario
    WHERE (n.suspenso_em IS NULL, n.excluido_em IS NULL) IS DISTINCT FROM (o.suspenso_em IS NULL, o.excluido_em IS NULL)));
  RETURN NULL;
END $$;--> statement-breakpoint
SELECT anuncios_busca_atualizar(ARRAY(
  SELECT a.id_anuncio FROM anuncios a JOIN usuarios u ON u.id_usuario = a.id_usuario_vendedor
  WHERE u.suspenso_em IS NOT NULL OR u.excluido_em IS NOT NULL));
