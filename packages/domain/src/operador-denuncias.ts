// The console's reports view (`/admin/moderacao`, "Denúncias por anúncio"): the reports themselves,
// grouped by listing, before any threshold, and dismissing a listing's open ones (decision 024).
import { DenunciaModeracaoItem } from './operador-moderacao.ts'
import { paginaSchema } from './pagina.ts'
import { valoresDe } from './rotulos.ts'
import { z } from './zod.ts'

/** Which listings the view shows: those with an open (non-dismissed) report, or every reported one. */
export const SITUACOES_DENUNCIAS = {
  abertas: 'Abertas',
  todas: 'Todas',
} as const
export type SituacaoDenuncias = keyof typeof SITUACOES_DENUNCIAS
export const SITUACOES_DENUNCIAS_VALORES = valoresDe(SITUACOES_DENUNCIAS)

export const DENUNCIAS_OPERADOR_MSG = {
  situacaoInvalida: 'Filtro de situação inválido.',
  semAbertas: 'Este anúncio não tem denúncias abertas.',
  dispensadas: (n: number) =>
    n === 1
      ? '1 denúncia dispensada. Ela deixa de contar.'
      : `${n} denúncias dispensadas. Elas deixam de contar.`,
  vazia: {
    abertas: 'Nenhuma denúncia aberta.',
    todas: 'Nenhuma denúncia recebida.',
  } satisfies Record<SituacaoDenuncias, string>,
  erroCarregar: 'Erro ao carregar as denúncias',
} as const

/** "3 denunciantes contados de 5 denúncias". */
export function resumoDenuncias(grupos: number, total: number) {
  const contados = grupos === 1 ? '1 denunciante contado' : `${grupos} denunciantes contados`
  return `${contados} de ${total === 1 ? '1 denúncia' : `${total} denúncias`}`
}

/** One listing (or, once deleted, what is left of a seller's deleted listings) and its reports. */
export const DenunciasAnuncioItem = z.object({
  /** Null when the listing was deleted: its reports still count towards the seller. */
  id_anuncio: z.number().nullable(),
  nome_anuncio: z.string().nullable(),
  status_anuncio: z.string().nullable(),
  id_vendedor: z.number(),
  nome_vendedor: z.string(),
  /** Distinct reporter groups among the counted, open reports: what the listing's threshold compares. */
  grupos_contados: z.number(),
  total_denuncias: z.number(),
  /** Reports not dismissed yet. */
  abertas: z.number(),
  ultima_denuncia: z.string(),
  denuncias: z.array(
    DenunciaModeracaoItem.omit({ id_anuncio: true, nome_anuncio: true }).extend({
      id_denunciante: z.number(),
    }),
  ),
})
export type DenunciasAnuncioItem = z.infer<typeof DenunciasAnuncioItem>

export const DenunciasAnuncioPagina = paginaSchema(DenunciasAnuncioItem)
export type DenunciasAnuncioPagina = z.infer<typeof DenunciasAnuncioPagina>

export const DispensarDenunciasResponse = z.object({ mensagem: z.string(), dispensadas: z.number() })
export type DispensarDenunciasResponse = z.infer<typeof DispensarDenunciasResponse>
