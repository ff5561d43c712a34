import { describe, expect, it } from 'vitest'
import { DENUNCIAS_OPERADOR_MSG, resumoDenuncias } from './operador-denuncias.ts'

describe('resumoDenuncias', () => {
  it('says how many counted reporters of how many reports, singular and plural', () => {
    expect(resumoDenuncias(3, 5)).toBe('3 denunciantes contados de 5 denúncias')
    expect(resumoDenuncias(1, 1)).toBe('1 denunciante contado de 1 denúncia')
    expect(resumoDenuncias(0, 2)).toBe('0 denunciantes contados de 2 denúncias')
  })
})

describe('DENUNCIAS_OPERADOR_MSG.dispensadas', () => {
  it('names how many reports were dismissed', () => {
    expect(DENUNCIAS_OPERADOR_MSG.dispensadas(1)).toBe('1 denúncia dispensada. Ela deixa de contar.')
    expect(DENUNCIAS_OPERADOR_MSG.dispensadas(4)).toBe('4 denúncias dispensadas. Elas deixam de contar.')
  })
})
