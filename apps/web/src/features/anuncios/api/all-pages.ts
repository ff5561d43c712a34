import { api } from '../../../lib/api.ts'
import { buildListQuery, type Paginated } from '../../../lib/list-params.ts'

/** The API's largest page (docs/api/back-office.md, Lists). */
const LIMIT = 100

/** Every item of a back-office list, page after page: a form's choices are never cut at one page. */
export async function allPages<T>(path: string, filters: Record<string, string>): Promise<T[]> {
  const itens: T[] = []
  for (let page = 1; ; page += 1) {
    const answer = await api<Paginated<T>>(`${path}${buildListQuery(page, filters, LIMIT)}`)
    itens.push(...answer.itens)
    if (page >= answer.total_paginas) return itens
  }
}
