// What must not be missed arrives by e-mail too: the seller's new
// paid order, the buyer's approved payment, a cancellation to the side that did not cancel (both for
// a deadline's) and the seller's 36 h reminder; each with the link to the order as that side sees it.
// The e-mail is written with the change: a change rolled back e-mails no one.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { createServices } from '../../../test/services.ts'
import { type Boss, startBoss } from '../../lib/boss.ts'
import { createMailer, type Mailer } from '../../lib/mail.ts'
import { checkoutFixtures } from '../checkout/checkout.fixtures.ts'

interface OutboxMail {
  to: { address: string }[]
  subject: string
  text: string
  html: string
}

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
let boss: Boss
let outbox: Mailer
let tentativas = 0
beforeAll(async () => {
  t = await startPaymentsApp(
    {},
    {
      // The mail server fails the very first delivery; the queue retries it.
      mailTransport: async (mail) => {
        tentativas++
        if (tentativas === 1) throw new Error('servidor de e-mail fora do ar')
        await outbox(mail)
      },
    },
  )
  outbox = createMailer(t.config, t.app.log)
  f = checkoutFixtures(t)
  boss = await startBoss(t.db, t.app.log, { schedule: false })
})
afterAll(async () => {
  await boss?.stop({ graceful: false, close: false, wait: true })
  await t?.close()
})

/** The outbox's e-mails; one still being written is left for the next look. */
async function caixa(): Promise<OutboxMail[]> {
  const names = await readdir(t.config.outboxDir).catch(() => [])
  const lidos = await Promise.all(
    names.map(async (name) => {
      try {
        return [JSON.parse(await readFile(path.join(t.config.outboxDir, name), 'utf8')) as OutboxMail]
      } catch {
        return []
      }
    }),
  )
  return lidos.flat()
}
const emailsPara = async (email: string) =>
  (await caixa()).filter((mail) => mail.to.some((to) => to.address === email))

/** The e-mails to `email` once there are `n` of them; retries waiting their back-off are brought forward. */
async function esperar(email: string, n: number) {
  return eventually(`${n} e-mail(s) para ${email}`, async () => {
    await t.pool.query(`update pgboss.job set start_after = now() where name = 'email' and state = 'retry'`)
    const mails = await emailsPara(email)
    return mails.length >= n ? mails : null
  })
}

async function comprarEPagar() {
  const v = await f.vendedor()
  const b = await f.comprador()
  await t.pool.query('update usuarios set nome = $2 where id_usuario = $1', [v.id, 'Ateliê Marta'])
  await t.pool.query('update usuarios set nome = $2 where id_usuario = $1', [b.id, 'Helena Souza'])
  const { data } = (
    await f.comprarAgora(b.cookie, await f.anuncio(v, { preco_centavos: 5_000 }), {
      forma_pagamento_selecionada: 'padrao',
    })
  ).json()
  const id = data.id_pedido as number
  await f.pagar(data.init_point as string)
  return { v, b, id }
}

const url = (pagina: string, id: number) => `${t.config.publicUrl}/pedido/${pagina}/${id}`

describe('order e-mails', () => {
  it('a paid order: the seller and the buyer, each with their page; the failed first delivery retried', async () => {
    const { v, b, id } = await comprarEPagar()

    const [aoVendedor] = await esperar(v.email, 1)
    expect(aoVendedor?.subject).toBe('Recria — Novo pedido pago')
    expect(aoVendedor?.text).toContain(
      `O pedido #${id} de Helena Souza foi pago. Confirme-o em até 48 horas.`,
    )
    expect(aoVendedor?.text).toContain(url('detalhes', id))
    expect(aoVendedor?.html).toContain(`href="${url('detalhes', id)}"`)

    const [aoComprador] = await esperar(b.email, 1)
    expect(aoComprador?.subject).toBe('Recria — Pagamento aprovado')
    expect(aoComprador?.text).toContain(`O pagamento do pedido #${id} para Ateliê Marta foi aprovado.`)
    expect(aoComprador?.text).toContain(url('detalhes-comprador', id))
    // Two e-mails, three attempts: the first failed and was sent again.
    expect(tentativas).toBe(3)
  })

  it('cancelled by the seller: only the buyer is e-mailed', async () => {
    const { v, b, id } = await comprarEPagar()
    await esperar(b.email, 1)
    const res = await f.call('PUT', `/pedidos/${id}/cancelar`, v.cookie, {
      motivo: 'Acabou o material.',
      id_usuario: v.id,
    })
    expect(res.statusCode).toBe(200)

    const mails = await esperar(b.email, 2)
    const cancelado = mails.find((m) => m.subject === 'Recria — Pedido cancelado')
    expect(cancelado?.text).toContain(
      `O pedido #${id} foi cancelado por Ateliê Marta. Motivo: Acabou o material.`,
    )
    expect(cancelado?.text).toContain(url('detalhes-comprador', id))
    expect((await emailsPara(v.email)).map((m) => m.subject)).toEqual(['Recria — Novo pedido pago'])
  })

  it('the 36 h reminder to the seller, then the deadline’s cancellation to both', async () => {
    const { v, b, id } = await comprarEPagar()
    await esperar(v.email, 1)
    await esperar(b.email, 1)
    const prazos = createServices({ ...t.deps, boss }).pedidosPrazos
    const em = (horas: number) => new Date(Date.now() + horas * 3_600_000)

    expect(await prazos.lembrarConfirmacao(em(36.1))).toContain(id)
    const lembrete = (await esperar(v.email, 2)).find((m) => m.subject === 'Recria — Confirme o pedido')
    expect(lembrete?.text).toContain(`O pedido #${id} de Helena Souza foi pago e ainda não foi confirmado.`)
    expect(lembrete?.text).toContain(url('detalhes', id))

    await prazos.cancelarNaoConfirmados(em(48.1))
    const motivo = `O pedido #${id} foi cancelado por Recria. Motivo: O vendedor não confirmou o pedido em 48 horas.`
    for (const [email, pagina, n] of [
      [v.email, 'detalhes', 3],
      [b.email, 'detalhes-comprador', 2],
    ] as const) {
      const mail = (await esperar(email, n)).find((m) => m.subject === 'Recria — Pedido cancelado')
      expect(mail?.text).toContain(motivo)
      expect(mail?.text).toContain(url(pagina, id))
    }
  })

  it('a change rolled back queues no e-mail', async () => {
    const { b, id } = await comprarEPagar()
    await esperar(b.email, 1)
    const jobs = async () =>
      Number((await t.pool.query(`select count(*) from pgboss.job where name = 'email'`)).rows[0].count)
    const antes = await jobs()
    const avisos = t.services.pedidosAvisos
    await expect(
      t.db.transaction(async (tx) => {
        await avisos.cancelado(tx, id, 'prazo', 'Teste')
        throw new Error('desfeito')
      }),
    ).rejects.toThrow('desfeito')
    expect(await jobs()).toBe(antes)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect((await emailsPara(b.email)).map((m) => m.subject)).toEqual(['Recria — Pagamento aprovado'])
  })
})
