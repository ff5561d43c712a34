import type { Perfil } from '@recria/domain/usuario'

/** The demo accounts seeded on an empty database; README.md and the start-up banner list them. */
export const DEMO_PASSWORD = 'recria123'
/** The seller who starts connected to Mercado Pago (the simulator's test account). */
export const DEMO_SELLER_EMAIL = 'vendedor@recria.com.br'

export const DEMO_ACCOUNTS: {
  nome: string
  email: string
  cnpj_cpf: string
  telefone: string
  perfis: Perfil[]
  cor: string
}[] = [
  {
    nome: 'Ana Souza',
    email: 'comprador@recria.com.br',
    cnpj_cpf: '52998224725',
    telefone: '11987654321',
    perfis: ['comprador'],
    cor: '#0f766e',
  },
  {
    nome: 'Ateliê Bruno Reciclados',
    email: DEMO_SELLER_EMAIL,
    cnpj_cpf: '11222333000181',
    telefone: '21998765432',
    perfis: ['vendedor'],
    cor: '#b45309',
  },
  {
    nome: 'Carla Lima',
    email: 'ambos@recria.com.br',
    cnpj_cpf: '11144477735',
    telefone: '3133334444',
    perfis: ['comprador', 'vendedor'],
    cor: '#7c3aed',
  },
]
