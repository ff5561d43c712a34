-- Buyers' carts are kept in each API process's memory like the storefront's answers (decision 039):
-- every change to a cart or its items tells every process on the 'carrinho' channel, at commit, and
-- each drops the carts it kept (what a cart shows of its listings comes on 'catalogo').
CREATE OR REPLACE FUNCTION carrinho_avisar() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('carrinho', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER carrinho_avisar AFTER INSERT OR UPDATE OR DELETE ON carrinhos
  FOR EACH STATEMENT EXECUTE FUNCTION carrinho_avisar();--> statement-breakpoint
CREATE TRIGGER carrinho_avisar AFTER INSERT OR UPDATE OR DELETE ON itens_carrinho
  FOR EACH STATEMENT EXECUTE FUNCTION carrinho_avisar();
