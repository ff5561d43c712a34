// Reports in the demo (docs/product/denuncias.md; thresholds, docs/product/denuncias.md), with what the
// thresholds did, replayed by the service's rule (decision 024: a block of BLOQUEIO_DIAS whenever a seller's
// distinct reporter groups reach a multiple of DENUNCIAS_LIMIAR): the "Bolsa tiracolo de jeans" has
// four reports from four people, so the next one from someone else deactivates it; its atelier had a
// block that ended weeks ago (five people) and that report makes six, so it does not block it again;
// the Bazar do Zé was blocked five days ago and stays hidden ten more. Reporters are the
// DEMO_DENUNCIANTES, each its own group, like every demo account two months old, and each with a kept
// purchase delivered by the demo seller (demo-avaliacoes.ts): plausible by decision 040's rule. The demo
// buyer (comprador@) kept one too, so a report of hers counts.
import { BLOQUEIO_DIAS, DENUNCIAS_LIMIAR, type MotivoDenuncia } from '@recria/domain/denuncia'
import { NOTIFICACAO_TEXTOS } from '@recria/domain/notificacao-textos'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../src/db/client.ts'
import { anuncios, produtos } from '../src/db/schema/back-office.ts'
import { denuncias, moderacaoEventos } from '../src/db/schema/catalogo.ts'
import { notificacoes } from '../src/db/schema/notificacoes.ts'
import { usuarios } from '../src/db/schema/usuarios.ts'
import { DEMO_DENUNCIANTES } from './demo-accounts.ts'
import { BLOQUEADO_EMAIL } from './demo-ateliers.ts'

const DAY = 86_400_000
const MARTA = 'marta@recria.com.br'
const BOLSA = 'Bolsa tiracolo de jeans'

/** Seller, product (its first active listing), reporter (DEMO_DENUNCIANTES index), reason, days ago. */
type DenunciaSeed = [string, string, number, MotivoDenuncia, string, number]

const DENUNCIAS: DenunciaSeed[] = [
  [MARTA, 'Almofada de jeans', 4, 'informacoes_incorretas', 'A almofada chegou menor do que 40 cm.', 45],
  [MARTA, 'Almofada de jeans', 3, 'outros', 'A costura abriu na primeira lavagem.', 44],
  [MARTA, BOLSA, 0, 'preco_abusivo', 'O preço está bem acima de bolsas parecidas de outros ateliês.', 42],
  [
    MARTA,
    BOLSA,
    1,
    'informacoes_incorretas',
    'A descrição fala em forro de algodão, mas é outro tecido.',
    41,
  ],
  [MARTA, BOLSA, 2, 'produto_falso', 'Parece uma bolsa industrializada, não feita à mão.', 40],
  [MARTA, BOLSA, 3, 'outros', 'Perguntei sobre o tamanho e não tive resposta.', 3],
  [BLOQUEADO_EMAIL, 'Vaso de latinha pintada', 0, 'vendedor_suspeito', 'Pediu o pagamento por fora.', 9],
  [BLOQUEADO_EMAIL, 'Vaso de latinha pintada', 1, 'produto_falso', 'As fotos são de outro site.', 8],
  [BLOQUEADO_EMAIL, 'Luminária de latinhas', 2, 'spam', 'O mesmo produto anunciado com vários nomes.', 7],
  [BLOQUEADO_EMAIL, 'Luminária de latinhas', 3, 'informacoes_incorretas', 'O tamanho não confere.', 6],
  [
    BLOQUEADO_EMAIL,
    'Quadro de latinhas recortadas',
    4,
    'vendedor_suspeito',
    'Pediu meus dados bancários.',
    5,
  ],
]

/**
 * Inserts the reports, the blocks they caused, their moderation events and the sellers' notifications;
 * `ids` maps demo e-mails.
 */
export async function insertDenuncias(tx: Tx, ids: Map<string, number>, now: number) {
  const id = (email: string) => ids.get(email) ?? Number.NaN
  const vendedores = [...new Set(DENUNCIAS.map(([email]) => id(email)))]
  const ativos = await tx
    .select({ id: anuncios.id_anuncio, vendedor: anuncios.id_usuario_vendedor, nome: produtos.nome })
    .from(anuncios)
    .innerJoin(produtos, eq(produtos.id_produto, anuncios.id_produto))
    .where(and(inArray(anuncios.id_usuario_vendedor, vendedores), eq(anuncios.status_anuncio, 'ativo')))
    .orderBy(asc(anuncios.id_anuncio))
  const rows = DENUNCIAS.map(([email, nome, denunciante, motivo, descricao, dias]) => {
    const anuncio = ativos.find((a) => a.vendedor === id(email) && a.nome === nome)
    if (!anuncio) throw new Error(`seed: anúncio ativo de ${nome} ausente`)
    const idDenunciante = id(DEMO_DENUNCIANTES[denunciante]?.email ?? '')
    return {
      id_anuncio: anuncio.id,
      id_usuario_vendedor: anuncio.vendedor,
      id_usuario_denunciante: idDenunciante,
      // Seeded accounts have no registration group: each is its own (decision 024).
      grupo_denunciante: idDenunciante,
      contada: true,
      motivo,
      descricao,
      data_criacao: new Date(now - dias * DAY),
    }
  })
  await tx.insert(denuncias).values(rows)

  // The listings' own threshold is not replayed: none of them may reach it.
  const grupos = (de: typeof rows) => new Set(de.map((r) => r.grupo_denunciante)).size
  if (rows.some((r) => grupos(rows.filter((o) => o.id_anuncio === r.id_anuncio)) >= DENUNCIAS_LIMIAR))
    throw new Error('seed: um anúncio denunciado ficaria desativado')
  for (const vendedor of vendedores) {
    const doVendedor = rows
      .filter((r) => r.id_usuario_vendedor === vendedor)
      .sort((a, b) => a.data_criacao.getTime() - b.data_criacao.getTime())
    const vistos = new Set<number>()
    const eventos = doVendedor.flatMap((r) => {
      // Only a report that brings a new group can reach a threshold.
      if (vistos.has(r.grupo_denunciante)) return []
      vistos.add(r.grupo_denunciante)
      if (vistos.size % DENUNCIAS_LIMIAR !== 0) return []
      const ate = new Date(r.data_criacao.getTime() + BLOQUEIO_DIAS * DAY)
      const total_denuncias = vistos.size
      return [
        {
          tipo: 'vendedor_bloqueado',
          id_usuario_vendedor: vendedor,
          id_anuncio: r.id_anuncio,
          total_denuncias,
          bloqueado_ate: ate,
          data_criacao: r.data_criacao,
          notificado_em: r.data_criacao,
        },
      ]
    })
    const ultimo = eventos.at(-1)
    if (!ultimo) continue
    await tx.insert(moderacaoEventos).values(eventos)
    // The seller was told of each block when it happened; a block that is over was read long ago.
    await tx.insert(notificacoes).values(
      eventos.map((e) => ({
        id_usuario: vendedor,
        tipo: 'vendedor_bloqueado',
        ...NOTIFICACAO_TEXTOS.vendedor_bloqueado({ ate: e.bloqueado_ate }),
        dados_adicionais: {
          bloqueado_ate: e.bloqueado_ate.toISOString(),
          total_denuncias: e.total_denuncias,
        },
        status: e.bloqueado_ate.getTime() < now ? 'lida' : 'nao_lida',
        data_criacao: e.data_criacao,
        data_leitura: e.bloqueado_ate.getTime() < now ? e.data_criacao : null,
      })),
    )
    await tx
      .update(usuarios)
      .set({ bloqueado_ate: ultimo.bloqueado_ate })
      .where(eq(usuarios.id_usuario, vendedor))
  }
}
