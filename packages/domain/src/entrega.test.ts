import { describe, expect, it } from 'vitest'
import { UFS } from './endereco.ts'
import { EntregaVendedorSchema, REGIAO_DA_UF, REGIOES } from './entrega.ts'

describe('REGIAO_DA_UF', () => {
  it('puts each of the 27 UFs in one of the 5 regions', () => {
    expect(Object.keys(REGIAO_DA_UF).sort()).toEqual([...UFS].sort())
    const contagem = Object.fromEntries(
      REGIOES.map((r) => [r, Object.values(REGIAO_DA_UF).filter((v) => v === r).length]),
    )
    expect(contagem).toEqual({ norte: 7, nordeste: 9, centro_oeste: 4, sudeste: 4, sul: 3 })
    expect(REGIAO_DA_UF.DF).toBe('centro_oeste')
    expect(REGIAO_DA_UF.TO).toBe('norte')
    expect(REGIAO_DA_UF.ES).toBe('sudeste')
  })
})

describe('EntregaVendedorSchema', () => {
  it("reads '12,50' into centavos and keeps an inactive mode empty", () => {
    const r = EntregaVendedorSchema.parse({
      retirada: { ativa: false, horario: 'x' },
      entrega_local: {
        ativa: true,
        taxa: '12,50',
        cidades: [{ cidade: 'São Paulo', uf: 'sp' }],
        prazo_dias: 2,
      },
      envio: { ativa: false },
    })
    expect(r.entrega_local).toEqual({
      ativa: true,
      taxa: 1250,
      cidades: [{ cidade: 'São Paulo', uf: 'SP' }],
      prazo_dias: 2,
    })
    expect(r.retirada).toEqual({ ativa: false, endereco: null, horario: null })
  })
})
