import type { StatusAnuncio } from '@recria/domain/anuncio'
import type { FormaPagamento } from '@recria/domain/anuncio-forma'

interface MateriaRef {
  id_materia_prima: number
  nome_materia_prima: string
  unidade_medida: string
}

/** A listing as the API answers it (docs/api/back-office.md, Shapes); money in reais. */
export interface Anuncio {
  id_anuncio: number
  id_usuario_vendedor: number
  descricao_anuncio: string
  forma_de_pagamento: FormaPagamento
  creditos_aceitos: number
  /** Cash paid the sustainable way; null for padrão. */
  valor_conversao: number | null
  quantidade_materia_prima: number | null
  id_conversao: number | null
  id_materia_prima: number | null
  status_anuncio: StatusAnuncio
  data_criacao: string
  data_alteracao: string
  produto: {
    id_produto: number
    nome: string
    descricao: string
    preco: number
    imagem: string | null
    imagem_detalhe: string | null
    status_produto: string
    materias_primas: MateriaRef[]
  }
  conversao: {
    id_conversao: number
    valor_multiplicavel: number
    status_conversao: string
    id_materia_prima: number
    materia_prima: MateriaRef
  } | null
  materia_prima: MateriaRef | null
  vendedor: { id_usuario: number; nome: string; foto_url: string | null }
  rating: number
  totalAvaliacoes: number
}

/** Root key of every listing query; mutations invalidate it. */
export const anunciosKey = ['anuncios'] as const
