// Periods are days in São Paulo (UTC-3), whatever the server's zone: an order at 02:59 UTC belongs
// to the day before, one at 03:00 UTC to the day itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { type Pessoa, pedidosFixtures } from './pedidos.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof pedidosFixtures>
let vendedor: Pessoa
let comprador: Pessoa
const p: Record<string, number> = {}
const segundo = 1000

beforeAll(async () => {
  // Orders and payments are planted in SQL (any status, no provider payment): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  f = pedidosFixtures(t)
  vendedor = await f.pessoa('vendedor')
  comprador = await f.pessoa('comprador')
  const novo = (em: Date | string, status?: string) =>
    f.pedido({
      comprador: comprador.id,
      vendedor: vendedor.id,
      em: typeof em === 'string' ? em : em.toISOString(),
      status,
    })
  p.fimDoDia14 = await novo('2025-03-15T02:59:59.999Z', 'entregue')
  p.inicioDoDia15 = await novo('2025-03-15T03:00:00Z', 'cancelado')
  const hoje = await f.inicioDoDia(0)
  const ontem = await f.inicioDoDia(-1)
  const seisAtras = await f.inicioDoDia(-6)
  p.hoje = await novo(hoje, 'confirmado')
  p.fimDeOntem = await novo(new Date(hoje.getTime() - segundo), 'pagamento_aprovado')
  p.inicioDeOntem = await novo(ontem, 'em_preparacao')
  p.antesDeOntem = await novo(new Date(ontem.getTime() - segundo))
  p.seisDiasAtras = await novo(seisAtras)
  p.seteDiasAtras = await novo(new Date(seisAtras.getTime() - segundo))
})
afterAll(() => t.close())

const periodo = (q: string) => f.ids('vendedor', vendedor, q)

describe('periodo', () => {
  it('personalizado cuts at 03:00 UTC, the end day included whole', async () => {
    const dia = (d: string) => `periodo=personalizado&data_inicio=${d}&data_fim=${d}`
    expect(await periodo(dia('2025-03-14'))).toEqual([p.fimDoDia14])
    expect(await periodo(dia('2025-03-15'))).toEqual([p.inicioDoDia15])
    expect(await f.ids('comprador', comprador, dia('2025-03-15'))).toEqual([p.inicioDoDia15])
  })

  it('the counters count by the same São Paulo days, whatever the status filter', async () => {
    const zeros = {
      pagamento_pendente: 0,
      pagamento_aprovado: 0,
      confirmado: 0,
      em_preparacao: 0,
      pronto_para_entrega: 0,
      entregue: 0,
      cancelado: 0,
      reembolsado: 0,
    }
    const contar = async (lado: 'vendedor' | 'comprador', q: string) => {
      const body = (await f.listar(lado, lado === 'vendedor' ? vendedor : comprador, q)).json()
      return { total: body.total, contadores: body.contadores }
    }
    const dia = (d: string) => `periodo=personalizado&data_inicio=${d}&data_fim=${d}`
    expect(await contar('vendedor', dia('2025-03-14'))).toEqual({
      total: 1,
      contadores: { ...zeros, entregue: 1, total: 1 },
    })
    for (const lado of ['vendedor', 'comprador'] as const)
      expect(await contar(lado, dia('2025-03-15'))).toEqual({
        total: 1,
        contadores: { ...zeros, cancelado: 1, total: 1 },
      })
    expect(await contar('vendedor', 'periodo=hoje')).toEqual({
      total: 1,
      contadores: { ...zeros, confirmado: 1, total: 1 },
    })
    const ontem = { ...zeros, pagamento_aprovado: 1, em_preparacao: 1, total: 2 }
    expect(await contar('vendedor', 'periodo=ontem')).toEqual({ total: 2, contadores: ontem })
    expect(await contar('comprador', 'periodo=ontem&status=em_preparacao')).toEqual({
      total: 1,
      contadores: ontem,
    })
  })

  it("hoje starts at São Paulo's midnight", async () => {
    expect(await periodo('periodo=hoje')).toEqual([p.hoje])
  })

  it('ontem is the whole day before, and nothing of today', async () => {
    expect(await periodo('periodo=ontem')).toEqual([p.fimDeOntem, p.inicioDeOntem])
  })

  it('semana is the last 7 days, today included', async () => {
    const semana = await periodo('periodo=semana')
    expect(semana).toContain(p.seisDiasAtras)
    expect(semana).not.toContain(p.seteDiasAtras)
    expect(semana).toContain(p.hoje)
  })

  it('mes starts on the 1st of this month in São Paulo', async () => {
    const { rows } = await t.pool.query<{ d: Date }>(
      `select date_trunc('month', (now() at time zone 'America/Sao_Paulo'))::timestamp
              at time zone 'America/Sao_Paulo' as d`,
    )
    const inicio = (rows[0] as { d: Date }).d.getTime()
    const { rows: todos } = await t.pool.query<{ id_pedido: number; data_criacao: Date }>(
      'select id_pedido, data_criacao from pedidos order by data_criacao desc, id_pedido desc',
    )
    const doMes = todos.filter((r) => r.data_criacao.getTime() >= inicio).map((r) => r.id_pedido)
    expect(await periodo('periodo=mes')).toEqual(doMes)
    expect(doMes).toContain(p.hoje)
  })
})
