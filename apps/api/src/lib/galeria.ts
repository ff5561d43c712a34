import { GALERIA_LARGURAS, type ImagemGaleria } from '@recria/domain/galeria'

/** The stored files of one gallery image (a `produto_imagens` row). */
export interface ImagemGaleriaRow {
  id: number
  posicao: number
  arquivo_320: string | null
  arquivo_640: string | null
  arquivo_1280: string
  largura: number
}

/** `{ url, srcset, largura }`: each stored width is the target, or the picture's own when narrower. */
export function toImagemGaleria(row: ImagemGaleriaRow): ImagemGaleria {
  const files = [row.arquivo_320, row.arquivo_640, row.arquivo_1280]
  const srcset = GALERIA_LARGURAS.flatMap((alvo, i) => {
    const url = files[i]
    if (!url) return []
    return [`${url} ${i === files.length - 1 ? row.largura : Math.min(alvo, row.largura)}w`]
  })
  return {
    id: row.id,
    posicao: row.posicao,
    url: row.arquivo_1280,
    srcset: srcset.join(', '),
    largura: row.largura,
  }
}
