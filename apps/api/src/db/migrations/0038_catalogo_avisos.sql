-- The storefront's shared answers (catalogue pages, listing pages, shops) are kept in each API
-- process's memory (decision 037): every change to what they show tells every process on the
-- 'catalogo' channel, at commit, and each drops what it kept. PostgreSQL folds identical messages of
-- one transaction into one, so a statement touching many rows sends one message.
CREATE OR REPLACE FUNCTION catalogo_avisar() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('catalogo', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON anuncios_busca
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON anuncios
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON produtos
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON produto_imagens
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON produto_materias_primas
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON materias_primas
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON conversoes
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON avaliacoes_produto
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON avaliacoes_vendedor
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON entregas_vendedor
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON usuario_perfis
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON materia_prima_recebida
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar AFTER INSERT OR UPDATE OR DELETE ON conexoes_mercadopago
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
-- A seller's name, photo, block, suspension or deletion (not every write of a user row: sign-ins).
CREATE TRIGGER catalogo_avisar AFTER UPDATE OF nome, foto_url, bloqueado_ate, suspenso_em, excluido_em
  OR DELETE ON usuarios FOR EACH STATEMENT EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
-- A shop's sales: only delivered orders count, so only their rows speak (not every order's step).
CREATE TRIGGER catalogo_avisar_vendas AFTER INSERT OR UPDATE ON pedidos_totais_dia
  FOR EACH ROW WHEN (NEW.lado = 'vendedor' AND NEW.status_pedido = 'entregue')
  EXECUTE FUNCTION catalogo_avisar();--> statement-breakpoint
CREATE TRIGGER catalogo_avisar_vendas_apagadas AFTER DELETE ON pedidos_totais_dia
  FOR EACH ROW WHEN (OLD.lado = 'vendedor' AND OLD.status_pedido = 'entregue')
  EXECUTE FUNCTION catalogo_avisar();
