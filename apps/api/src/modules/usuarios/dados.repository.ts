// Everything Recria holds about one user, read for the user's own download (LGPD, art. 18;
// `GET /usuarios/{id}/dados`). The usuarios module sits below the modules that own these tables
// (API_MODULES), so it reads them here, for this export only, in one statement: each section is one
// aggregate, never a query per row. Only the columns the answer names are selected: no password
// hash, no session, no provider token; another person appears by id and name only.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

const pessoa = (alias: string) =>
  sql.raw(`json_build_object('id_usuario', ${alias}.id_usuario, 'nome', ${alias}.nome)`)

/** The seller's own rows of `tabela` (as `a`), those columns under their own names, in id order. */
const doVendedor = (tabela: string, a: string, colunas: string[]) => {
  const campos = colunas.map((coluna) => `'${coluna}', ${a}.${coluna}`).join(', ')
  return sql.raw(`coalesce((select json_agg(json_build_object(${campos}) order by ${a}.${colunas[0]})
          from ${tabela} ${a} where ${a}.id_usuario_vendedor = u.id_usuario), '[]')`)
}

const DO_VENDEDOR_ANUNCIOS = doVendedor('anuncios', 'a', [
  'id_anuncio',
  'id_produto',
  'descricao_anuncio',
  'forma_de_pagamento',
  'creditos_aceitos',
  'valor_conversao_centavos',
  'id_conversao',
  'id_materia_prima',
  'status_anuncio',
  'data_criacao',
  'data_alteracao',
])
const DO_VENDEDOR_PRODUTOS = doVendedor('produtos', 'pr', [
  'id_produto',
  'nome',
  'descricao',
  'preco_centavos',
  'imagem',
  'imagem_detalhe',
  'status_produto',
  'data_criacao',
  'data_atualizacao',
])
const DO_VENDEDOR_MATERIAS_PRIMAS = doVendedor('materias_primas', 'm', [
  'id_materia_prima',
  'nome_materia_prima',
  'descricao',
  'unidade_medida',
  'status_materia_prima',
  'data_criacao',
  'data_atualizacao',
])
const DO_VENDEDOR_CONVERSOES = doVendedor('conversoes', 'c', [
  'id_conversao',
  'id_materia_prima',
  'valor_multiplicavel',
  'status_conversao',
  'data_criacao',
  'data_atualizacao',
])

const avaliacao = sql.raw(`json_build_object(
  'id_avaliacao', av.id_avaliacao, 'id_produto', av.id_produto, 'id_pedido', av.id_pedido,
  'comprador', json_build_object('id_usuario', uc.id_usuario, 'nome', uc.nome),
  'vendedor', json_build_object('id_usuario', uv.id_usuario, 'nome', uv.nome),
  'nota', av.nota, 'comentario', av.comentario, 'data_criacao', av.data_criacao,
  'data_atualizacao', av.data_atualizacao)`)

export const dadosRepository = {
  /** The user's data as one JSON document (null when there is no such user). */
  async exportar(db: Executor, id: number): Promise<Record<string, unknown> | null> {
    const result = await db.execute<{ dados: Record<string, unknown> | null }>(sql`
      select json_build_object(
        'conta', (select json_build_object(
          'id_usuario', u.id_usuario, 'nome', u.nome, 'email', u.email, 'cnpj_cpf', u.cnpj_cpf,
          'telefone', u.telefone, 'foto_url', u.foto_url, 'bloqueado_ate', u.bloqueado_ate,
          'criado_em', u.criado_em, 'atualizado_em', u.atualizado_em,
          'termos_versao', u.termos_versao, 'termos_aceitos_em', u.termos_aceitos_em)),
        'perfis', coalesce((select json_agg(json_build_object('perfil', p.perfil, 'criado_em', p.criado_em) order by p.ordem)
          from usuario_perfis p where p.id_usuario = u.id_usuario), '[]'),
        'anuncios', ${DO_VENDEDOR_ANUNCIOS},
        'produtos', ${DO_VENDEDOR_PRODUTOS},
        'materias_primas', ${DO_VENDEDOR_MATERIAS_PRIMAS},
        'conversoes', ${DO_VENDEDOR_CONVERSOES},
        'pedidos', coalesce((select json_agg(json_build_object(
            'id_pedido', pe.id_pedido,
            'papel', case when pe.id_usuario_comprador = u.id_usuario then 'comprador' else 'vendedor' end,
            'comprador', ${pessoa('uc')}, 'vendedor', ${pessoa('uv')},
            'status_pedido', pe.status_pedido, 'valor_total_centavos', pe.valor_total_centavos,
            'data_criacao', pe.data_criacao, 'data_pagamento_aprovado', pe.data_pagamento_aprovado,
            'data_confirmacao', pe.data_confirmacao, 'data_preparacao', pe.data_preparacao,
            'data_pronto_entrega', pe.data_pronto_entrega, 'data_entrega_realizada', pe.data_entrega_realizada,
            'data_cancelamento', pe.data_cancelamento, 'motivo_cancelamento', pe.motivo_cancelamento,
            'data_reembolso', pe.data_reembolso,
            'itens', coalesce((select json_agg(json_build_object(
                'id_item_pedido', i.id_item_pedido, 'id_anuncio', i.id_anuncio, 'nome_produto', i.nome_produto,
                'quantidade', i.quantidade, 'valor_unitario_centavos', i.valor_unitario_centavos,
                'forma_pagamento_selecionada', i.forma_pagamento_selecionada,
                'creditos_por_unidade', i.creditos_por_unidade,
                'quantidade_materia_prima', i.quantidade_materia_prima,
                'nome_materia_prima', i.nome_materia_prima, 'unidade_medida', i.unidade_medida)
                order by i.id_item_pedido)
              from itens_pedido i where i.id_pedido = pe.id_pedido), '[]')) order by pe.id_pedido)
          from pedidos pe
          join usuarios uc on uc.id_usuario = pe.id_usuario_comprador
          join usuarios uv on uv.id_usuario = pe.id_usuario_vendedor
          where u.id_usuario in (pe.id_usuario_comprador, pe.id_usuario_vendedor)), '[]'),
        'pagamentos', coalesce((select json_agg(json_build_object(
            'id_pagamento', pg.id_pagamento, 'id_pedido', pg.id_pedido,
            'mercado_pago_payment_id', pg.mercado_pago_payment_id, 'status', pg.status,
            'tipo_pagamento', pg.tipo_pagamento, 'metodo_pagamento', pg.metodo_pagamento,
            'valor_total_centavos', pg.valor_total_centavos,
            'valor_reembolsado_centavos', pg.valor_reembolsado_centavos,
            'data_criacao', pg.data_criacao, 'data_aprovacao', pg.data_aprovacao) order by pg.id_pagamento)
          from pagamentos pg join pedidos pe on pe.id_pedido = pg.id_pedido
          where u.id_usuario in (pe.id_usuario_comprador, pe.id_usuario_vendedor)), '[]'),
        'reembolsos', coalesce((select json_agg(json_build_object(
            'id_reembolso', r.id_reembolso, 'id_pedido', r.id_pedido,
            'comprador', ${pessoa('uc')}, 'vendedor', ${pessoa('uv')},
            'status', r.status, 'motivo', r.motivo, 'descricao_motivo', r.descricao_motivo,
            'valor_solicitado_centavos', r.valor_solicitado_centavos,
            'valor_aprovado_centavos', r.valor_aprovado_centavos, 'resposta_vendedor', r.resposta_vendedor,
            'data_resposta', r.data_resposta, 'data_criacao', r.data_criacao,
            'data_conclusao', r.data_conclusao) order by r.id_reembolso)
          from reembolsos r
          join usuarios uc on uc.id_usuario = r.id_usuario_comprador
          join usuarios uv on uv.id_usuario = r.id_usuario_vendedor
          where u.id_usuario in (r.id_usuario_comprador, r.id_usuario_vendedor)), '[]'),
        -- Disputes of rejected refunds, from either side; the deciding operator is not named.
        'disputas', coalesce((select json_agg(json_build_object(
            'id_disputa', di.id_disputa, 'id_reembolso', di.id_reembolso, 'id_pedido', di.id_pedido,
            'status', di.status, 'descricao', di.descricao, 'decisao_motivo', di.decisao_motivo,
            'data_criacao', di.data_criacao, 'data_decisao', di.data_decisao) order by di.id_disputa)
          from disputas di
          where u.id_usuario in (di.id_usuario_comprador, di.id_usuario_vendedor)), '[]'),
        -- The order threads' messages the user wrote or received (as the order's buyer or seller).
        'mensagens', coalesce((select json_agg(json_build_object(
            'id_mensagem', m.id_mensagem, 'id_pedido', m.id_pedido, 'autor', ${pessoa('ua')},
            'texto', m.texto, 'criada_em', m.criada_em, 'lida_em', m.lida_em) order by m.id_mensagem)
          from mensagens_pedido m
          join pedidos pm on pm.id_pedido = m.id_pedido
          join usuarios ua on ua.id_usuario = m.id_autor
          where u.id_usuario in (pm.id_usuario_comprador, pm.id_usuario_vendedor)), '[]'),
        'avaliacoes_escritas', coalesce((select json_agg(${avaliacao} order by av.id_avaliacao)
          from avaliacoes av
          join usuarios uc on uc.id_usuario = av.id_usuario_comprador
          join usuarios uv on uv.id_usuario = av.id_usuario_vendedor
          where av.id_usuario_comprador = u.id_usuario), '[]'),
        'avaliacoes_recebidas', coalesce((select json_agg(${avaliacao} order by av.id_avaliacao)
          from avaliacoes av
          join usuarios uc on uc.id_usuario = av.id_usuario_comprador
          join usuarios uv on uv.id_usuario = av.id_usuario_vendedor
          where av.id_usuario_vendedor = u.id_usuario), '[]'),
        -- Reports the user made only: reports received about the user's listings are other
        -- people's data (who reported, and what they wrote), kept from the reported seller.
        'denuncias_feitas', coalesce((select json_agg(json_build_object(
            'id_denuncia', d.id_denuncia, 'id_anuncio', d.id_anuncio, 'motivo', d.motivo,
            'descricao', d.descricao, 'data_criacao', d.data_criacao) order by d.id_denuncia)
          from denuncias d where d.id_usuario_denunciante = u.id_usuario), '[]'),
        'notificacoes', coalesce((select json_agg(json_build_object(
            'id_notificacao', n.id_notificacao, 'tipo', n.tipo, 'titulo', n.titulo, 'mensagem', n.mensagem,
            'status', n.status, 'id_pedido', n.id_pedido, 'data_criacao', n.data_criacao,
            'data_leitura', n.data_leitura) order by n.id_notificacao)
          from notificacoes n where n.id_usuario = u.id_usuario), '[]'),
        'enderecos', coalesce((select json_agg(json_build_object(
            'id_endereco', en.id_endereco, 'destinatario', en.destinatario, 'cep', en.cep,
            'logradouro', en.logradouro, 'numero', en.numero, 'complemento', en.complemento,
            'bairro', en.bairro, 'cidade', en.cidade, 'uf', en.uf, 'telefone', en.telefone,
            'principal', en.principal, 'criado_em', en.criado_em, 'atualizado_em', en.atualizado_em)
            order by en.id_endereco)
          from enderecos en where en.id_usuario = u.id_usuario), '[]'),
        -- The connection's public fields; its tokens never leave the server.
        'conexao_mercadopago', (select json_build_object(
            'nickname', cm.nickname, 'email', cm.email, 'conectado_em', cm.conectado_em)
          from conexoes_mercadopago cm where cm.id_usuario = u.id_usuario)
      ) as dados
      from usuarios u where u.id_usuario = ${id}`)
    return result.rows[0]?.dados ?? null
  },
}
