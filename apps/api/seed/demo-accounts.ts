import type { PerfilDeUsuario } from '@recria/domain/usuario'

/** The demo accounts seeded on an empty database; README.md and the start-up banner list them. */
export const DEMO_PASSWORD = 'recria123'
/** The seller who starts connected to Mercado Pago (the simulator's test account). */
export const DEMO_SELLER_EMAIL = 'vendedor@recria.com.br'

export interface DemoAccount {
  nome: string
  email: string
  cnpj_cpf: string
  telefone: string
  perfis: PerfilDeUsuario[]
  /** The colour of the generated portrait. */
  cor: string
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
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

/** The operator of the console (/admin): the profile `npm run admin:criar -- <email>` gives. */
export const DEMO_OPERADOR: DemoAccount = {
  nome: 'Equipe Recria',
  email: 'admin@recria.com.br',
  cnpj_cpf: '39053264183',
  telefone: '1130304040',
  perfis: ['administrador'],
  cor: '#1c1917',
}

const comprador = (nome: string, email: string, cnpj_cpf: string, telefone: string, cor: string) =>
  ({ nome, email, cnpj_cpf, telefone, cor, perfis: ['comprador'] }) satisfies DemoAccount

/**
 * Buyers who reported listings (see demo-denuncias.ts); same password. Five of them, each its own
 * registration group: a block needs five distinct plausible reporters (decision 024).
 */
export const DEMO_DENUNCIANTES: DemoAccount[] = [
  comprador('Diego Martins', 'diego@recria.com.br', '61728394031', '11955554444', '#0369a1'),
  comprador('Fernanda Rocha', 'fernanda@recria.com.br', '74295136891', '21966665555', '#be123c'),
  comprador('Gustavo Pereira', 'gustavo@recria.com.br', '83516294728', '31977776666', '#4d7c0f'),
  comprador('Helena Duarte', 'helena@recria.com.br', '96351827400', '85988887777', '#6d28d9'),
  comprador('Igor Nascimento', 'igor@recria.com.br', '27465183928', '41999998888', '#a16207'),
]
