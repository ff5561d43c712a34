// The link preview of a shop (/loja/{id}): the atelier's name, where it is, its rating and sales, and
// its photo; nothing (the plain page) for whatever the shop's route answers 404.
import { CATALOGO_INICIAL } from '@recria/domain/catalogo-url'
import type { Deps } from '../../deps.ts'
import { type LinkPreview, registroDaPagina } from '../../lib/link-preview.ts'
import type { VitrinePreloadsFn } from '../anuncios/anuncios.module.ts'
import type { LojasService } from './lojas.service.ts'

const nota = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

export function createLojaPreview(
  { config }: Pick<Deps, 'config'>,
  { lojas, primeirosCartoes }: { lojas: LojasService; primeirosCartoes: VitrinePreloadsFn },
) {
  const publicUrl = config.publicUrl.replace(/\/$/, '')

  return async ({ id }: Record<string, string>): Promise<LinkPreview | null> => {
    const achado = await registroDaPagina(id, (n) => lojas.loja(n))
    if (!achado) return null
    const { id: idVendedor, registro: loja } = achado
    const cartoes = await primeirosCartoes({ ...CATALOGO_INICIAL, id_vendedor: idVendedor })
    const partes = [
      loja.cidade ? `Ateliê em ${loja.cidade}${loja.uf ? `/${loja.uf}` : ''}` : 'Ateliê',
      loja.avaliacao.total > 0 ? `nota ${nota.format(loja.avaliacao.media)} de 5` : null,
      loja.vendas > 0 ? `${loja.vendas} ${loja.vendas === 1 ? 'venda' : 'vendas'}` : null,
    ].filter(Boolean)
    return {
      title: loja.nome,
      description: `${partes.join(' · ')} — produtos artesanais feitos de materiais recicláveis no Recria.`,
      image: loja.foto_url ? new URL(loja.foto_url, `${publicUrl}/`).toString() : null,
      url: `${publicUrl}/loja/${idVendedor}`,
      preloads: [{ href: `/api/vendedores/${idVendedor}/loja`, as: 'fetch' }, ...cartoes.preloads],
    }
  }
}
