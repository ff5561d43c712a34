import { describe, expect, it } from 'vitest'
import {
  avisoMateriaDoStatus,
  MateriaRecebidaSchema,
  podeRegistrarRecebimento,
  quantidadeMateriaTexto,
  quantidadeRecebidaDoItem,
  quantidadeRecebidaSchema,
  recebimentoTexto,
  situacaoMateria,
  textoEntregaMateria,
} from './materia-entrega.ts'

describe('the raw material handed over', () => {
  it('is written in the unit of its item', () => {
    expect(quantidadeMateriaTexto(16, 'unidade', 'Garrafa de vidro')).toBe('16 un de Garrafa de vidro')
    expect(quantidadeMateriaTexto(2.5, 'quilograma', 'Caco de vidro')).toBe('2,5 kg de Caco de vidro')
    expect(quantidadeMateriaTexto(3, null, 'Retalho')).toBe('3 de Retalho')
    expect(
      recebimentoTexto([
        { quantidade: 2.5, unidade_medida: 'quilograma', nome_materia_prima: 'Caco de vidro' },
        { quantidade: 1, unidade_medida: 'metro', nome_materia_prima: 'Tecido' },
        { quantidade: 16, unidade_medida: 'unidade', nome_materia_prima: 'Garrafa de vidro' },
      ]),
    ).toBe('2,5 kg de Caco de vidro, 1 m de Tecido e 16 un de Garrafa de vidro')
    expect(textoEntregaMateria()).toBe(
      'Combine com o vendedor, pelas mensagens do pedido, onde e quando entregar o material.',
    )
    expect(textoEntregaMateria('retirada')).toBe(
      'Leve o material quando for retirar o pedido no ateliê do vendedor, no endereço e horário informados no pedido.',
    )
    expect(textoEntregaMateria('entrega_local')).toBe(
      'Deixe o material separado: o vendedor o recolhe no seu endereço quando for entregar o pedido.',
    )
    expect(textoEntregaMateria('envio')).toBe(
      'Envie o material ao vendedor antes que ele poste o pedido: combine pelas mensagens do pedido o endereço e a forma de envio.',
    )
  })

  it('tells both sides what the status changes: nothing before payment nor after a cancellation', () => {
    expect(avisoMateriaDoStatus('pagamento_pendente', false, 'comprador')).toBe(
      'Entregue o material só depois que o pagamento for aprovado.',
    )
    expect(avisoMateriaDoStatus('cancelado', false, 'comprador')).toBe(
      'O pedido foi cancelado: não é preciso entregar o material.',
    )
    expect(avisoMateriaDoStatus('reembolsado', false, 'vendedor')).toBe(
      'O pedido foi reembolsado: não há material a receber.',
    )
    expect(avisoMateriaDoStatus('reembolsado', true, 'comprador')).toBe(
      'O pedido foi reembolsado depois que o vendedor recebeu material: combinem a devolução pelas mensagens do pedido.',
    )
    expect(avisoMateriaDoStatus('confirmado', false, 'comprador')).toBeNull()
  })

  it('is recorded on paid orders not cancelled, as a positive decimal, per distinct item', () => {
    expect(podeRegistrarRecebimento('pagamento_aprovado')).toBe(true)
    expect(podeRegistrarRecebimento('entregue')).toBe(true)
    expect(podeRegistrarRecebimento('pagamento_pendente')).toBe(false)
    expect(podeRegistrarRecebimento('cancelado')).toBe(false)
    expect(podeRegistrarRecebimento('reembolsado')).toBe(false)
    expect(quantidadeRecebidaSchema.parse('2,5')).toBe(2.5)
    expect(quantidadeRecebidaSchema.parse('2.5')).toBe(2.5)
    expect(quantidadeRecebidaSchema.parse(3)).toBe(3)
    const erro = (v: unknown) => quantidadeRecebidaSchema.safeParse(v).error?.issues[0]?.message
    expect(erro('0')).toBe('A quantidade recebida deve ser maior que zero.')
    expect(erro('-2')).toBe('A quantidade recebida deve ser maior que zero.')
    expect(erro('')).toBe('Informe a quantidade recebida.')
    expect(erro('2,555')).toBe('Informe a quantidade recebida com no máximo 2 casas decimais.')
    expect(erro('dois')).toBe('Informe a quantidade recebida como um número, por exemplo 2,5.')
    const repetido = MateriaRecebidaSchema.safeParse({
      itens: [
        { id_item_pedido: 1, quantidade_recebida: 1 },
        { id_item_pedido: 1, quantidade_recebida: 2 },
      ],
    })
    expect(repetido.error?.issues[0]?.message).toBe('Cada item do pedido só pode aparecer uma vez.')
  })

  it('is awaited, partly received or received', () => {
    expect(situacaoMateria(12.5, null)).toBe('aguardando')
    expect(situacaoMateria(12.5, 2.5)).toBe('parcial')
    expect(situacaoMateria(12.5, 12.5)).toBe('completo')
  })
})

describe('quantidadeRecebidaDoItem: whole numbers for a material counted in units', () => {
  const garrafa = { unidade_medida: 'unidade', nome_materia_prima: 'Garrafa de vidro' }
  const caco = { unidade_medida: 'quilograma', nome_materia_prima: 'Caco de vidro' }
  const inteira =
    'A matéria-prima Garrafa de vidro é contada em unidades: informe a quantidade recebida como um número inteiro.'

  it("refuses '1,5' bottles and takes '2'; '1,5' kg stays accepted", () => {
    for (const v of ['1,5', '1.5', 0.5, '2,01']) {
      expect(quantidadeRecebidaDoItem(garrafa).safeParse(v).error?.issues[0]?.message).toBe(inteira)
    }
    expect(quantidadeRecebidaDoItem(garrafa).parse('2')).toBe(2)
    expect(quantidadeRecebidaDoItem(garrafa).parse('2,00')).toBe(2)
    expect(quantidadeRecebidaDoItem(caco).parse('1,5')).toBe(1.5)
  })

  it('says what is wrong on its own first', () => {
    expect(quantidadeRecebidaDoItem(garrafa).safeParse('0').error?.issues[0]?.message).toBe(
      'A quantidade recebida deve ser maior que zero.',
    )
  })
})
