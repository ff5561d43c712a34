// Messages between an order's buyer and seller: one thread per order (sizes, a custom piece, a pickup
// time, the raw material handed over). Read by both sides, and by an operator when the order is
// disputed; written by the two sides only.
import { opcional } from './filtro-datas.ts'
import { limiteAte } from './filtro-numeros.ts'
import { idTextSchema } from './id.ts'
import { textoSchema } from './texto.ts'
import { z } from './zod.ts'

export const MENSAGEM_TEXTO_MAX = 1000
/** Messages per page of the thread, and the most a page may ask for. */
export const MENSAGENS_POR_PAGINA = 30
export const MENSAGENS_LIMIT_MAX = 100
/** How much of the text the e-mail repeats. */
export const MENSAGEM_TRECHO_EMAIL = 200

export const MENSAGEM_MSG = {
  obrigatoria: 'Escreva a mensagem.',
  longa: `A mensagem deve ter no máximo ${MENSAGEM_TEXTO_MAX} caracteres.`,
  cursorInvalido: 'O parâmetro antes deve ser o número de uma mensagem.',
  operadorSomenteLeitura: 'A equipe da Recria apenas lê as mensagens de um pedido em disputa.',
  muitas: 'Você enviou muitas mensagens em pouco tempo. Aguarde um minuto e tente novamente.',
  // The web app's texts.
  titulo: 'Mensagens',
  vazia: 'Nenhuma mensagem ainda. Combine detalhes da entrega ou da matéria-prima por aqui.',
  rotulo: 'Sua mensagem',
  enviar: 'Enviar',
  enviando: 'Enviando…',
  anteriores: 'Carregar anteriores',
  voce: 'Você',
  erroCarregar: 'Não foi possível carregar as mensagens.',
  erroEnviar: 'Não foi possível enviar a mensagem. Tente novamente.',
  novas: (n: number) => (n === 1 ? '1 nova mensagem.' : `${n} novas mensagens.`),
  naoLidas: (n: number) => (n === 1 ? '1 mensagem não lida' : `${n} mensagens não lidas`),
} as const

/** POST /pedidos/{id}/mensagens */
export const MensagemBody = z.object({
  texto: textoSchema({
    max: MENSAGEM_TEXTO_MAX,
    obrigatorio: MENSAGEM_MSG.obrigatoria,
    longo: MENSAGEM_MSG.longa,
  }),
})
export type MensagemBody = z.infer<typeof MensagemBody>

/** GET /pedidos/{id}/mensagens: the newest page, or the page before the message `antes`. */
export const MensagensQuery = z.object({
  antes: opcional(idTextSchema(MENSAGEM_MSG.cursorInvalido)),
  limit: opcional(limiteAte(MENSAGENS_LIMIT_MAX)),
})
export type MensagensQuery = z.infer<typeof MensagensQuery>

export const Mensagem = z.object({
  id_mensagem: z.number(),
  id_pedido: z.number(),
  autor: z.object({ id_usuario: z.number(), nome: z.string() }),
  texto: z.string(),
  criada_em: z.string(),
  lida_em: z.string().nullable(),
})
export type Mensagem = z.infer<typeof Mensagem>

/** A page of the thread, oldest first; `antes` is the cursor of the older page (null at the start). */
export const MensagensResponse = z.object({
  itens: z.array(Mensagem),
  antes: z.number().nullable(),
  /** Whether the reader may write (the buyer and the seller; never the operator). */
  pode_escrever: z.boolean(),
})
export type MensagensResponse = z.infer<typeof MensagensResponse>
