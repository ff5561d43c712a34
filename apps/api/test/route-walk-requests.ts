// What each documented route of the walk is sent: whose id its `{id}` names, the body that would
// pass validation, and the cookie of the party the route belongs to (see route-walk.ts).
import type { InjectOptions } from 'fastify'
import { ENDERECO } from './fixtures.ts'
import { form } from './forms.ts'
import type { Owned, Route, Walk } from './route-walk.ts'

/** Whose id the route's `{id}` names, from its path. */
export function ownerOf(path: string): Owned {
  if (path.startsWith('/carrinho/usuario/')) return 'comprador'
  if (path.startsWith('/mercadopago/checkout/carrinho/')) return 'carrinho'
  if (path.startsWith('/mercadopago/checkout/pedido/')) return 'pedido'
  if (path.startsWith('/mercadopago/checkout/anuncio/')) return 'anuncio'
  if (path.startsWith('/dashboard/vendedor/')) return 'usuario'
  if (path.startsWith('/carrinho/item/')) return 'item_carrinho'
  if (path.startsWith('/pagamentos/vendedor/')) return 'usuario'
  if (path.startsWith('/pagamentos/pedido/')) return 'pedido'
  if (path.startsWith('/pedidos/vendedor/')) return 'usuario'
  if (path.startsWith('/pedidos/comprador/')) return 'comprador'
  if (path.startsWith('/pedidos/') || path.startsWith('/item-pedidos/')) return 'pedido'
  if (path.startsWith('/notificacoes/usuario/')) return 'usuario'
  if (path.startsWith('/avaliacoes/usuario/')) return 'comprador'
  if (path.startsWith('/avaliacoes/vendedor/')) return 'usuario'
  if (path.startsWith('/avaliacoes/pedido/')) return 'pedido'
  if (path === '/avaliacoes/{id}') return 'avaliacao'
  if (path.startsWith('/avaliacoes/')) return 'produto'
  if (path.startsWith('/reembolsos/solicitar/')) return 'pagamento_entregue'
  if (path.startsWith('/reembolsos/comprador/')) return 'comprador'
  if (path.startsWith('/reembolsos/vendedor/') || path.startsWith('/reembolsos/estatisticas/'))
    return 'usuario'
  if (path.endsWith('/disputa')) return 'reembolso_recusado'
  if (path.startsWith('/reembolsos/')) return 'reembolso'
  if (path.startsWith('/enderecos/')) return 'endereco'
  if (path.startsWith('/vendedores/')) return 'usuario'
  if (/\/usuarios?\/\{id\}/.test(path)) return 'usuario'
  const byPrefix: [string, Owned][] = [
    ['/materias-primas', 'materia'],
    ['/conversoes', 'conversao'],
    ['/produtos', 'produto'],
    ['/anuncios', 'anuncio'],
    ['/pagamentos', 'pagamento'],
  ]
  const found = byPrefix.find(([prefix]) => path.startsWith(prefix))
  if (!found) throw new Error(`no owner known for ${path}: teach ownerOf`)
  return found[1]
}

/**
 * A body the id's owner would see accepted (the last test of route-access proves it), so a refusal
 * comes from the id, not from the body; multipart where the route reads a form.
 */
export function payloadFor(route: Route, walk: Walk): InjectOptions['payload'] | undefined {
  if (route.method === 'GET') return undefined
  if (route.method === 'DELETE') {
    if (route.path === '/usuarios/{id}') return { senha: walk.victim.senha } // the account's deletion
    return route.path === '/carrinho/item/{id}' ? { id_usuario_comprador: walk.customer.id } : undefined
  }
  const bodies: Record<string, () => InjectOptions['payload']> = {
    '/usuarios/{id}': () =>
      form({
        nome: 'Conta tomada',
        email: 'atacante@exemplo.com',
        cnpj_cpf: '52998224725',
        telefone: '11912345678',
        senha: walk.victim.senha,
      }),
    '/usuarios/{id}/perfil': () => ({ perfil: 'comprador' }),
    '/usuarios/{id}/senha': () => ({ senhaAtual: walk.victim.senha, novaSenha: 'senha-do-atacante-1' }),
    '/materias-primas/{id}': () => ({
      nome_materia_prima: 'Trocada pelo atacante',
      descricao: 'Descrição trocada pelo atacante',
      unidade_medida: 'quilograma',
      status_materia_prima: 'ativa',
    }),
    '/conversoes/{id}': () => ({ valor_multiplicavel: 3, status_conversao: 'ativa' }),
    '/produtos/{id}': () =>
      form({
        nome: 'Produto trocado',
        descricao: 'Descrição trocada pelo atacante',
        preco: '90,00',
        materias_primas: JSON.stringify([walk.ids.materia]),
        categoria: 'moveis',
      }),
    '/produtos/{id}/imagens': () =>
      form({}, { field: 'imagem', name: 'foto.png', type: 'image/png', data: walk.imagem.png }),
    '/produtos/{id}/imagens/ordem': () => ({ ids: [walk.imagem.id] }),
    '/anuncios/{id}': () => ({
      descricao: 'Anúncio trocado pelo atacante',
      forma_de_pagamento: 'padrao',
      status_anuncio: 'ativo',
    }),
    '/pagamentos/{id}/sincronizar': () => undefined,
    '/pagamentos/{id}/status': () => ({ status: 'approved' }),
    '/carrinho/item/{id}/quantidade': () => ({ nova_quantidade: 2, id_usuario_comprador: walk.customer.id }),
    '/carrinho/usuario/{id}/aguardar-pagamento': () => undefined,
    '/carrinho/usuario/{id}/finalizar': () => undefined,
    '/mercadopago/checkout/carrinho/{id}': () => ({}),
    '/mercadopago/checkout/pedido/{id}': () => ({}),
    '/mercadopago/checkout/anuncio/{id}': () => ({ forma_pagamento_selecionada: 'padrao' }),
    '/pedidos/{id}/status': () => ({ status: 'confirmado', id_usuario: walk.victim.id }),
    '/pedidos/{id}/mensagens': () => ({ texto: 'Mensagem do atacante.' }),
    '/pedidos/{id}/entrega': () => ({ codigo_rastreio: 'AB123456789BR', transportadora: 'Atacante' }),
    '/pedidos/{id}/materia-prima': () => ({
      itens: [{ id_item_pedido: walk.itemSustentavel, quantidade_recebida: '2' }],
    }),
    // Decision 030: the material's settlement and its charge read no body.
    '/pedidos/{id}/materia-prima/dispensa': () => undefined,
    '/pedidos/{id}/materia-prima/cobranca': () => undefined,
    '/pedidos/{id}/materia-prima/cobranca/pagar': () => undefined,
    '/pedidos/{id}/cancelar': () => ({
      motivo: 'Desisti da compra, obrigado.',
      id_usuario: walk.customer.id,
    }),
    '/notificacoes/usuario/{id}/{idNotificacao}/lida': () => undefined,
    '/notificacoes/usuario/{id}/marcar-todas-lidas': () => undefined,
    '/avaliacoes/{id}': () => ({ nota: 1, comentario: 'Avaliação trocada pelo atacante.' }),
    '/reembolsos/solicitar/{id}': () => ({ motivo: 'defective_product', descricao: 'Veio quebrado.' }),
    '/reembolsos/responder/{id}': () => ({ respostaVendedor: 'Não houve defeito.', aprovado: false }),
    '/reembolsos/{id}/disputa': () => ({ descricao: 'O produto chegou quebrado, tenho fotos.' }),
    '/enderecos/{id}': () => ({ ...ENDERECO, logradouro: 'Rua do Atacante' }),
    // Pickup stays on: the owner's later checkout of the walk's cart still has its default option.
    '/vendedores/{id}/entrega': () => ({
      retirada: {
        ativa: true,
        endereco: { ...ENDERECO, complemento: '' },
        horario: 'Segunda a sexta, das 9h às 18h',
      },
      entrega_local: {
        ativa: true,
        taxa: '99,00',
        cidades: [{ cidade: 'Atacantópolis', uf: 'SP' }],
        prazo_dias: 1,
      },
      envio: { ativa: false },
    }),
  }
  const body = bodies[route.path]
  if (!body) throw new Error(`no body known for ${route.method} ${route.path}: teach payloadFor`)
  return body()
}

/**
 * `route` with `id` (as written) in its path, sent by `cookie` with its plausible body. A second id
 * (`{idNotificacao}`) is always the victim's real one, so the answer depends on `id` alone.
 */
export function request(route: Route, id: string, walk: Walk, cookie: string | undefined): InjectOptions {
  const payload = payloadFor(route, walk)
  const path = route.path
    .replace('{idNotificacao}', String(walk.ids.notificacao))
    .replace('{id_imagem}', String(walk.imagem.id))
  return {
    method: route.method,
    url: `/api${path.replace('{id}', id)}`,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined && { payload }),
  }
}

/** The cookie of whoever owns what `owned` names: the customer for cart ids, the victim otherwise. */
export function ownerCookie(walk: Walk, owned: Owned, path = ''): string {
  // An order is the customer's and the victim's: only its seller moves it forward.
  if (path.endsWith('/status') || path.endsWith('/materia-prima') || path === '/pedidos/{id}/entrega')
    return walk.victim.cookie
  // The material's settlement is its seller's; paying its charge, its buyer's (decision 030).
  if (path.includes('/materia-prima/'))
    return path.endsWith('/pagar') ? walk.customer.cookie : walk.victim.cookie
  const doCliente: Owned[] = [
    'comprador',
    'item_carrinho',
    'carrinho',
    'pedido',
    'avaliacao',
    'pagamento_entregue',
    'reembolso_recusado',
  ]
  return doCliente.includes(owned) ? walk.customer.cookie : walk.victim.cookie
}
