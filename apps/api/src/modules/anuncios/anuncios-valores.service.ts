// The anuncios module owns its rows: other modules tell it that a price, a multiplier or a unit changed.
import { reajustarOferta } from '@recria/domain/creditos'
import type { Executor } from '../../db/client.ts'
import {
  type OfertaAjustada,
  type OfertasDe,
  anunciosValoresRepository as repo,
} from './anuncios-valores.repository.ts'

export function createAnunciosValoresService() {
  return { reajustarOfertas }
}

export type AnunciosValoresService = ReturnType<typeof createAnunciosValoresService>

/**
 * Recomputes, in the caller's transaction, the sustainable listings of a product whose price changed,
 * of a conversion whose multiplier changed or of a raw material whose unit changed (whole units allow
 * fewer counts), with the same domain rules as at creation: credits
 * out of the allowed range move to the nearest allowed count; a listing no count fits any more is
 * deactivated (docs/decisions/007-listing-credits-after-price-changes.md). One read, one write.
 */
async function reajustarOfertas(tx: Executor, by: OfertasDe) {
  const ofertas = await repo.ofertasDe(tx, by)
  const ajustadas: OfertaAjustada[] = []
  for (const o of ofertas) {
    const nova = reajustarOferta(
      o.preco_centavos,
      o.creditos_aceitos,
      Number(o.valor_multiplicavel),
      o.unidade_medida,
    )
    const next: OfertaAjustada = {
      id_anuncio: o.id_anuncio,
      creditos_aceitos: nova.creditos,
      valor_conversao_centavos: nova.valorCentavos,
      status_anuncio: nova.permitida ? o.status_anuncio : 'inativo',
    }
    const changed =
      next.creditos_aceitos !== o.creditos_aceitos ||
      next.valor_conversao_centavos !== o.valor_conversao_centavos ||
      next.status_anuncio !== o.status_anuncio
    if (changed) ajustadas.push(next)
  }
  await repo.salvar(tx, ajustadas)
}
