import { EnderecoEntrega } from './endereco.ts'
import { z } from './zod.ts'

// Everything Recria holds about a user, as the user downloads it (LGPD, art. 18):
// `GET /api/usuarios/{id}/dados`. Only the columns named here leave the server (the answer is
// serialized through this schema): never a password hash, a session or a provider token, and the
// other party of an order, a refund or a review by id and name only.

const instante = z.string()
const instanteOuNulo = z.string().nullable()
const numero = z.number()

/** Another person named in the user's data: who they are to the user, nothing of their account. */
const Pessoa = z.object({ id_usuario: z.number().int(), nome: z.string() })

const Conta = z.object({
  id_usuario: z.number().int(),
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
  id_anuncio: z.number().int(),
  id_produto: z.number().int(),
  descricao_anuncio: z.string(),
  forma_de_pagamento: z.string(),
  creditos_aceitos: numero,
  valor_conversao_centavos: numero.nullable(),
  id_conversao: z.number().int().nullable(),
  id_materia_prima: z.number().int().nullable(),
  status_anuncio: z.string(),
  data_criacao: instante,
  data_alteracao: instante,
})

const Produto = z.object({
  id_produto: z.number().int(),
  nome: z.string(),
  descricao: z.string(),
  preco_centavos: numero,
  imagem: z.string().nullable(),
  imagem_detalhe: z.string().nullable(),
  status_produto: z.string(),
  data_criacao: instante,
  data_atualizacao: instante,
})

const MateriaPrima = z.object({
  id_materia_prima: z.number().int(),
  nome_materia_prima: z.string(),
  descricao: z.string(),
  unidade_medida: z.string(),
  status_materia_prima: z.string(),
  data_criacao: instante,
  data_atualizacao: instante,
})

const Conversao = z.object({
  id_conversao: z.number().int(),
  id_materia_prima: z.number().int(),
  valor_multiplicavel: numero,
  status_conversao: z.string(),
  data_criacao: instante,
  data_atualizacao: instante,
})

const ItemPedido = z.object({
  id_item_pedido: z.number().int(),
  id_anuncio: z.number().int().nullable(),
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
  id_pedido: z.number().int(),
  /** 'comprador' when the user bought, 'vendedor' when the user sold. */
  papel: z.enum(['comprador', 'vendedor']),
  comprador: Pessoa,
  vendedor: Pessoa,
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
  id_pagamento: z.number().int(),
  id_pedido: z.number().int(),
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
  id_reembolso: z.number().int(),
  id_pedido: z.number().int(),
  comprador: Pessoa,
  vendedor: Pessoa,
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
  id_disputa: z.number().int(),
  id_reembolso: z.number().int(),
  id_pedido: z.number().int(),
  status: z.string(),
  descricao: z.string(),
  decisao_motivo: z.string().nullable(),
  data_criacao: instante,
  data_decisao: instanteOuNulo,
})

/** The order threads' messages the user wrote or received: the author by id and name only. */
const Mensagem = z.object({
  id_mensagem: z.number().int(),
  id_pedido: z.number().int(),
  autor: Pessoa,
  texto: z.string(),
  criada_em: instante,
  lida_em: instanteOuNulo,
})

const Avaliacao = z.object({
  id_avaliacao: z.number().int(),
  id_produto: z.number().int(),
  id_pedido: z.number().int(),
  comprador: Pessoa,
  vendedor: Pessoa,
  nota: numero,
  comentario: z.string(),
  data_criacao: instante,
  data_atualizacao: instante,
})

const Denuncia = z.object({
  id_denuncia: z.number().int(),
  /** Null once the listing was deleted: the report stays the user's. */
  id_anuncio: z.number().int().nullable(),
  motivo: z.string(),
  descricao: z.string(),
  data_criacao: instante,
})

const Notificacao = z.object({
  id_notificacao: z.number().int(),
  tipo: z.string(),
  titulo: z.string(),
  mensagem: z.string(),
  status: z.string(),
  id_pedido: z.number().int().nullable(),
  data_criacao: instante,
  data_leitura: instanteOuNulo,
})

/** The address book (orders keep their own copies). */
const Endereco = z.object({
  id_endereco: z.number().int(),
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
