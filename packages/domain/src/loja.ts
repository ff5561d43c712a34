// A seller's shop: who makes the pieces, where, since when, how buyers rate
// them, how many sales were delivered and the raw material the atelier has taken back. Its listings
// come from the catalogue's own query, filtered by `id_vendedor`.
import { z } from './zod.ts'

export const LOJA_MSG = {
  naoEncontrada: 'Loja não encontrada.',
} as const

/** An amount of raw material, per material and unit (kept totals: decision 018, 028). */
export const MateriaReaproveitada = z.object({
  nome_materia_prima: z.string(),
  unidade_medida: z.string(),
  quantidade: z.number(),
})
export type MateriaReaproveitada = z.infer<typeof MateriaReaproveitada>

export const LojaResponse = z.object({
  id_usuario: z.number(),
  nome: z.string(),
  foto_url: z.string().nullable(),
  /** From the pickup address of the seller's delivery settings, never a personal address. */
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  membro_desde: z.string(),
  avaliacao: z.object({
    media: z.number(),
    total: z.number(),
    /** How many reviews gave each score, 1 to 5 in that order. */
    distribuicao: z.array(z.object({ nota: z.number(), total: z.number() })).length(5),
  }),
  vendas: z.number(),
  materia_prima: z.array(MateriaReaproveitada),
})
export type LojaResponse = z.infer<typeof LojaResponse>

/** The raw material handed over (a buyer's) or taken back (the whole platform's). */
export const ImpactoResponse = z.object({ materia_prima: z.array(MateriaReaproveitada) })
export type ImpactoResponse = z.infer<typeof ImpactoResponse>
