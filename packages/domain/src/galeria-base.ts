// A product gallery's limits and texts, without the schemas of galeria.ts (which re-exports them): no zod, so the web app's
// storefront pages read them without loading the schema library.

export const GALERIA_MAX = 5
/** The widths each image is stored in (WebP, never enlarged). */
export const GALERIA_LARGURAS = [320, 640, 1280] as const

export const GALERIA_MSG = {
  limite: `O produto pode ter no máximo ${GALERIA_MAX} imagens.`,
  arquivoObrigatorio: 'Selecione uma imagem para enviar.',
  imagemNaoEncontrada: 'Imagem não encontrada.',
  produtoDeOutro: 'Você não tem permissão para alterar as imagens deste produto.',
  ordem: 'Informe apenas imagens deste produto, cada uma uma única vez, na ordem desejada.',
  adicionada: 'Imagem adicionada.',
  removida: 'Imagem removida.',
  reordenada: 'Ordem das imagens salva.',
} as const

/** `sizes` of the listing page's main image: the whole width on a phone, about half on a desktop. */
export const GALERIA_SIZES = '(min-width: 768px) 50vw, 100vw'
