import type { Deps } from '../../deps.ts'

export interface ImagensProduto {
  card: Buffer
  detalhe: Buffer
}

/**
 * The image files of products in `deps.storage` (folder 'produtos'). A write that fails after storing
 * files removes them; files the database no longer points at are removed after the commit.
 */
export function createProdutoArquivos({ storage, log }: Pick<Deps, 'storage' | 'log'>) {
  /** Removal never fails the request: at worst an orphan file is left, logged. */
  async function remove(urls: (string | null)[]) {
    for (const url of urls) {
      if (url) await storage.remove(url).catch((err) => log.warn({ err, url }, 'file not removed'))
    }
  }

  return {
    remove,

    /** Stores both sizes, recording each URL in `stored` as soon as it exists (for the clean-up). */
    async store(imagens: ImagensProduto, stored: string[]) {
      const imagem = await storage.put('produtos', 'webp', imagens.card)
      stored.push(imagem)
      const imagem_detalhe = await storage.put('produtos', 'webp', imagens.detalhe)
      stored.push(imagem_detalhe)
      return { imagem, imagem_detalhe }
    },

    /** Runs `write`; when it throws, the files it stored are removed before the error goes on. */
    async withCleanup<T>(write: (stored: string[]) => Promise<T>): Promise<T> {
      const stored: string[] = []
      try {
        return await write(stored)
      } catch (error) {
        await remove(stored)
        throw error
      }
    },
  }
}
