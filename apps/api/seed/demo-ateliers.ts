// The demo sellers: the demo seller of README.md with the back-office catalogue, and five more
// ateliers, each connected to its own simulator test account (same password as every demo account).
// One of them is blocked by reports (demo-denuncias.ts), so the storefront has a hidden seller too.
import { MATERIAS, PRODUTOS } from './back-office-data.ts'
import { DEMO_SELLER_EMAIL, type DemoAccount } from './demo-accounts.ts'
import { type CatalogoSeed, COSTURA, VIDRO } from './demo-ateliers-catalogos.ts'
import { COURO, MADEIRA, SUCATA } from './demo-ateliers-couro-madeira-sucata.ts'
import { DEMO_MP_ACCOUNT, type SimulatorAccount } from './mercadopago-seed.ts'

export interface AtelieSeed {
  email: string
  mp: SimulatorAccount
  catalogo: CatalogoSeed
  /** Blocked by reports (demo-denuncias.ts): its active listings stay out of the catalogue. */
  bloqueado?: boolean
}

const vendedor = (nome: string, email: string, cnpj_cpf: string, telefone: string, cor: string) =>
  ({ nome, email, cnpj_cpf, telefone, cor, perfis: ['vendedor'] }) satisfies DemoAccount

export const BLOQUEADO_EMAIL = 'sucata@recria.com.br'

/** The accounts of the ateliers other than the demo seller (who is one of DEMO_ACCOUNTS). */
export const DEMO_ATELIES: DemoAccount[] = [
  vendedor('Marta Costura Consciente', 'marta@recria.com.br', '38472915050', '11976543210', '#db2777'),
  vendedor('Oficina Luz de Vidro', 'vidro@recria.com.br', '28461937000183', '41988776655', '#15803d'),
  vendedor('Couro de Novo Ateliê', 'couro@recria.com.br', '37582046000176', '51991234567', '#92400e'),
  vendedor('Marcenaria Pallet Vivo', 'pallet@recria.com.br', '41827395000188', '62993456789', '#a16207'),
  vendedor('Bazar do Zé Sucata', BLOQUEADO_EMAIL, '52947183673', '71987651234', '#475569'),
]

const mp = (nickname: string, email: string) => ({ nickname, email })

/** Every seller with a catalogue, in the order their products are drawn. */
export const ATELIES: AtelieSeed[] = [
  {
    email: DEMO_SELLER_EMAIL,
    mp: DEMO_MP_ACCOUNT,
    catalogo: { materias: MATERIAS, produtos: PRODUTOS },
  },
  {
    email: 'marta@recria.com.br',
    mp: mp('TESTUSER_MARTA_COSTURA', 'marta.costura@testuser.com'),
    catalogo: COSTURA,
  },
  {
    email: 'vidro@recria.com.br',
    mp: mp('TESTUSER_LUZ_DE_VIDRO', 'luz.de.vidro@testuser.com'),
    catalogo: VIDRO,
  },
  {
    email: 'couro@recria.com.br',
    mp: mp('TESTUSER_COURO_DE_NOVO', 'couro.de.novo@testuser.com'),
    catalogo: COURO,
  },
  {
    email: 'pallet@recria.com.br',
    mp: mp('TESTUSER_PALLET_VIVO', 'pallet.vivo@testuser.com'),
    catalogo: MADEIRA,
  },
  {
    email: BLOQUEADO_EMAIL,
    mp: mp('TESTUSER_ZE_SUCATA', 'ze.sucata@testuser.com'),
    catalogo: SUCATA,
    bloqueado: true,
  },
]
