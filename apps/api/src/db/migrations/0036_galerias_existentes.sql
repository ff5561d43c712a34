-- Custom SQL migration file, put your code below! ---- Products pictured before galleries existed: their picture becomes image 1 (the detail file is at
-- most 1200 px wide).
INSERT INTO "produto_imagens" ("id_produto", "posicao", "card", "arquivo_1280", "largura")
SELECT p."id_produto", 0, p."imagem", p."imagem_detalhe", 1200
  FROM "produtos" p
 WHERE p."imagem" IS NOT NULL AND p."imagem_detalhe" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "produto_imagens" i WHERE i."id_produto" = p."id_produto");
