import { describe, expect, it } from 'vitest'
import { ENTREGA_PADRAO, type EntregaVendedorDados } from './entrega.ts'
import { opcaoPadrao, opcoesDeEntrega, prazoEntregaTexto } from './entrega-opcoes.ts'

const completa: EntregaVendedorDados = {
  retirada: {
    ativa: true,
    endereco: {
      cep: '01310100',
      logradouro: 'Rua Augusta',
      numero: '10',
      complemento: null,
      bairro: 'Consolação',
      cidade: 'São Paulo',
      uf: 'SP',
    },
    horario: 'Seg a sex, 9h às 18h',
  },
  entrega_local: { ativa: true, taxa: 1250, cidades: [{ cidade: 'São Paulo', uf: 'SP' }], prazo_dias: 2 },
  envio: {
    ativa: true,
    taxas: { norte: null, nordeste: 3990, centro_oeste: 2990, sudeste: 1990, sul: 2490 },
    prazo_postagem_dias: 3,
  },
}

describe('delivery options for a destination', () => {
  it('offers pickup always, local delivery in the cities served (accents and case aside), shipping by region', () => {
    expect(opcoesDeEntrega(completa, { cidade: 'sao paulo ', uf: 'SP' })).toEqual([
      { modo: 'retirada', taxa_centavos: 0, prazo_dias: null },
      { modo: 'entrega_local', taxa_centavos: 1250, prazo_dias: 2 },
      { modo: 'envio', taxa_centavos: 1990, prazo_dias: 3 },
    ])
    // Another city of the same state: no local delivery; a region with no fee: no shipping.
    expect(opcoesDeEntrega(completa, { cidade: 'Campinas', uf: 'SP' }).map((o) => o.modo)).toEqual([
      'retirada',
      'envio',
    ])
    expect(opcoesDeEntrega(completa, { cidade: 'São Paulo', uf: 'RJ' }).map((o) => o.taxa_centavos)).toEqual([
      0, 1990,
    ])
    expect(opcoesDeEntrega(completa, { cidade: 'Manaus', uf: 'AM' }).map((o) => o.modo)).toEqual(['retirada'])
    expect(opcoesDeEntrega(completa, null).map((o) => o.modo)).toEqual(['retirada'])
    expect(opcoesDeEntrega(ENTREGA_PADRAO, { cidade: 'São Paulo', uf: 'SP' })).toEqual([])
  })

  it('defaults to the cheapest option, pickup first on a tie', () => {
    expect(opcaoPadrao(opcoesDeEntrega(completa, { cidade: 'São Paulo', uf: 'SP' }))?.modo).toBe('retirada')
    const semRetirada = { ...completa, retirada: ENTREGA_PADRAO.retirada }
    expect(opcaoPadrao(opcoesDeEntrega(semRetirada, { cidade: 'São Paulo', uf: 'SP' }))?.modo).toBe(
      'entrega_local',
    )
    expect(opcaoPadrao([])).toBeNull()
  })

  it('words the time by mode', () => {
    expect(prazoEntregaTexto('envio', 3)).toBe('Postagem em até 3 dias')
    expect(prazoEntregaTexto('entrega_local', 1)).toBe('Entrega em até 1 dia')
    expect(prazoEntregaTexto('entrega_local', 0)).toBe('Entrega no mesmo dia')
    expect(prazoEntregaTexto('retirada', null)).toBe('Retire quando o pedido estiver pronto')
  })
})
