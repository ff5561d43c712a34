import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AbrirDisputaSchema, DecidirDisputaSchema, fimDoPrazoDisputa, recusaDaDisputa } from './disputa.ts'

const DIA = 24 * 60 * 60 * 1000
const resposta = new Date('2025-03-10T15:30:00.000Z')
const rejeitado = { status: 'rejected', data_resposta: resposta }
const PRAZO = 'O prazo para abrir uma disputa terminou: ele é de 7 dias após a resposta do vendedor.'
const SO_REJEITADO = 'Só é possível abrir uma disputa para um reembolso rejeitado pelo vendedor.'

describe("the dispute window (7 days after the seller's rejection)", () => {
  it('is open at exactly 7 days after the answer, closed one millisecond later', () => {
    expect(fimDoPrazoDisputa(resposta).toISOString()).toBe('2025-03-17T15:30:00.000Z')
    expect(recusaDaDisputa(rejeitado, new Date(resposta.getTime() + 7 * DIA))).toBeNull()
    expect(recusaDaDisputa(rejeitado, new Date(resposta.getTime() + 7 * DIA + 1))).toBe(PRAZO)
  })

  it('is open at any instant of the 7 days, closed at any after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 * DIA }), fc.integer({ min: 1, max: 365 * DIA }), (d, a) => {
        expect(recusaDaDisputa(rejeitado, new Date(resposta.getTime() + d))).toBeNull()
        expect(recusaDaDisputa(rejeitado, new Date(resposta.getTime() + 7 * DIA + a))).toBe(PRAZO)
      }),
    )
  })

  it('needs the request rejected and answered', () => {
    const agora = new Date(resposta.getTime() + DIA)
    for (const status of ['awaiting_approval', 'approved', 'processing', 'completed', 'failed', 'cancelled'])
      expect(recusaDaDisputa({ status, data_resposta: resposta }, agora)).toBe(SO_REJEITADO)
    expect(recusaDaDisputa({ status: 'rejected', data_resposta: null }, agora)).toBe(SO_REJEITADO)
  })
})

describe('the forms', () => {
  const erro = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? null : r.error?.issues[0]?.message
  it("the buyer's text: trimmed, 10 to 1000 characters", () => {
    expect(AbrirDisputaSchema.parse({ descricao: `  ${'a'.repeat(10)}  ` })).toEqual({
      descricao: 'a'.repeat(10),
    })
    expect(erro(AbrirDisputaSchema.safeParse({}))).toBe(
      'Explique por que você discorda da resposta do vendedor.',
    )
    expect(erro(AbrirDisputaSchema.safeParse({ descricao: '   ' }))).toBe(
      'Explique por que você discorda da resposta do vendedor.',
    )
    expect(erro(AbrirDisputaSchema.safeParse({ descricao: 'a'.repeat(9) }))).toBe(
      'Descreva a disputa com pelo menos 10 caracteres.',
    )
    expect(AbrirDisputaSchema.safeParse({ descricao: 'a'.repeat(1000) }).success).toBe(true)
    expect(erro(AbrirDisputaSchema.safeParse({ descricao: 'a'.repeat(1001) }))).toBe(
      'A descrição deve ter no máximo 1000 caracteres.',
    )
  })

  it("the operator's decision: reembolsar or manter, with a reason", () => {
    const motivo = 'Fotos comprovam o defeito.'
    expect(DecidirDisputaSchema.parse({ decisao: 'manter', motivo })).toEqual({ decisao: 'manter', motivo })
    expect(erro(DecidirDisputaSchema.safeParse({ decisao: 'devolver', motivo }))).toBe(
      'Escolha a decisão: reembolsar integralmente ou manter a resposta do vendedor.',
    )
    expect(erro(DecidirDisputaSchema.safeParse({ decisao: 'reembolsar', motivo: 'curto' }))).toBe(
      'Descreva o motivo com pelo menos 10 caracteres.',
    )
  })
})
