import { EnderecoEntrega } from './endereco.ts'
import { z } from './zod.ts'

// Everything Recria holds about a user, as the user downloads it (LGPD, art. 18):
// `GET /api/usuarios/{id}/dados`. Only the columns named here leave the server (the answer is
// serialized through this schema): never a password hash, a session or a provider token, and the
// other party of an order, a refund or a review by id and name only.

const instante = z.string()
const instanteOuNulo = z.string().nullable()
const numero = z.number()
const id = z.number().int()

/** When a record was created and last changed. */
const datas = { data_criacao: instante, data_atualizacao: instante }

/** Another person named in the user's data: who they are to the user, nothing of their account. */
const Pessoa = z.object({ id_usuario: id, nome: z.string() })
/** The two sides of an order, a refund or a review. */
const partes = { comprador: Pessoa, vendedor: Pessoa }

const Conta = z.object({
  id_usuario: id,
  nome: z.string(),
  email: z.string(),
  cnpj_cpf: z.string(),
  telefone: z.string().nullable(),
  foto_url: z.string().nullable(),
  bloqueado_ate: instanteOuNulo,
  criado_em: instante,
  atualizado_em: instante,
  termos_versao: z.string().nullable(),
  termos_aceitos_em: instanteOuNulo,
})

const Perfil = z.object({ perfil: z.string(), criado_em: instante })

const Anuncio = z.object({
  id_anuncio: id,
  id_produto: id,
  descricao_anuncio: z.string(),
  forma_de_pagamento: z.string(),
  creditos_aceitos: numero,
  valor_conversao_centavos: numero.nullable(),
  id_conversao: id.nullable(),
  id_materia_prima: id.nullable(),
  status_anuncio: z.string(),
  data_criacao: instante,
  data_alteracao: instante,
})

const Produto = z.object({
  id_produto: id,
  nome: z.string(),
  descricao: z.string(),
  preco_centavos: numero,
  imagem: z.string().nullable(),
  imagem_detalhe: z.string().nullable(),
  status_produto: z.string(),
  ...datas,
})

const MateriaPrima = z.object({
  id_materia_prima: id,
  nome_materia_prima: z.string(),
  descricao: z.string(),
  unidade_medida: z.string(),
  status_materia_prima: z.string(),
  ...datas,
})

const Conversao = z.object({
  id_conversao: id,
  id_materia_prima: id,
  valor_multiplicavel: numero,
  status_conversao: z.string(),
  ...datas,
})

const ItemPedido = z.object({
  id_item_pedido: id,
  id_anuncio: id.nullable(),
  nome_produto: z.string(),
  quantidade: numero,
  valor_unitario_centavos: numero,
  forma_pagamento_selecionada: z.string(),
  creditos_por_unidade: numero,
  quantidade_materia_prima: numero.nullable(),
  nome_materia_prima: z.string().nullable(),
  unidade_medida: z.string().nullable(),
})

const Pedido = z.object({
  id_pedido: id,
  /** 'comprador' when the user bought, 'vendedor' when the user sold. */
  papel: z.enum(['comprador', 'vendedor']),
  ...partes,
  status_pedido: z.string(),
  valor_total_centavos: numero,
  data_criacao: instante,
  data_pagamento_aprovado: instanteOuNulo,
  data_confirmacao: instanteOuNulo,
  data_preparacao: instanteOuNulo,
  data_pronto_entrega: instanteOuNulo,
  data_entrega_realizada: instanteOuNulo,
  data_cancelamento: instanteOuNulo,
  motivo_cancelamento: z.string().nullable(),
  data_reembolso: instanteOuNulo,
  itens: z.array(ItemPedido),
})

const Pagamento = z.object({
  id_pagamento: id,
  id_pedido: id,
  mercado_pago_payment_id: numero,
  status: z.string(),
  tipo_pagamento: z.string().nullable(),
  metodo_pagamento: z.string().nullable(),
  valor_total_centavos: numero,
  valor_reembolsado_centavos: numero,
  data_criacao: instante,
  data_aprovacao: instanteOuNulo,
})

const Reembolso = z.object({
  id_reembolso: id,
  id_pedido: id,
  ...partes,
  status: z.string(),
  motivo: z.string(),
  descricao_motivo: z.string(),
  valor_solicitado_centavos: numero,
  valor_aprovado_centavos: numero.nullable(),
  resposta_vendedor: z.string().nullable(),
  data_resposta: instanteOuNulo,
  data_criacao: instante,
  data_conclusao: instanteOuNulo,
})

const Disputa = z.object({
  id_disputa: id,
  id_reembolso: id,
  id_pedido: id,
  status: z.string(),
  descricao: z.string(),
  decisao_motivo: z.string().nullable(),
  data_criacao: instante,
  data_decisao: instanteOuNulo,
})

/** The order threads' messages the user wrote or received: the author by id and name only. */
const Mensagem = z.object({
  id_mensagem: id,
  id_pedido: id,
  autor: Pessoa,
  texto: z.string(),
  criada_em: instante,
  lida_em: instanteOuNulo,
})

const Avaliacao = z.object({
  id_avaliacao: id,
  id_produto: id,
  id_pedido: id,
  ...partes,
  nota: numero,
  comentario: z.string(),
  ...datas,
})

const Denuncia = z.object({
  id_denuncia: id,
  /** Null once the listing was deleted: the report stays the user's. */
  id_anuncio: id.nullable(),
  motivo: z.string(),
  descricao: z.string(),
  data_criacao: instante,
})

const Notificacao = z.object({
  id_notificacao: id,
  tipo: z.string(),
  titulo: z.string(),
  mensagem: z.string(),
  status: z.string(),
  id_pedido: id.nullable(),
  data_criacao: instante,
  data_leitura: instanteOuNulo,
})

/** The address book (orders keep their own copies). */
const Endereco = z.object({
  id_endereco: id,
  ...EnderecoEntrega.shape,
  principal: z.boolean(),
  criado_em: instante,
  atualizado_em: instante,
})

/** The provider connection's public fields: never its tokens. */
const ConexaoMercadoPago = z.object({
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  conectado_em: instante,
})

export const UsuarioDadosResponse = z.object({
  gerado_em: instante,
  conta: Conta,
  perfis: z.array(Perfil),
  anuncios: z.array(Anuncio),
  produtos: z.array(Produto),
  materias_primas: z.array(MateriaPrima),
  conversoes: z.array(Conversao),
  pedidos: z.array(Pedido),
  pagamentos: z.array(Pagamento),
  reembolsos: z.array(Reembolso),
  disputas: z.array(Disputa),
  mensagens: z.array(Mensagem),
  avaliacoes_escritas: z.array(Avaliacao),
  avaliacoes_recebidas: z.array(Avaliacao),
  denuncias_feitas: z.array(Denuncia),
  notificacoes: z.array(Notificacao),
  enderecos: z.array(Endereco),
  conexao_mercadopago: ConexaoMercadoPago.nullable(),
})

export type UsuarioDados = z.infer<typeof UsuarioDadosResponse>

/** The downloaded file's name. */
export const usuarioDadosArquivo = (idUsuario: number) => `recria-dados-${idUsuario}.json`
