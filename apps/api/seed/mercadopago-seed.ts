// Demo sellers start connected to simulator test accounts (docs/design.md#layout, demo seed), made through
// the simulator's declared `contas-de-teste` export on the shared database: the server is not listening
// yet while the seed runs, so POST /__sim/test-users cannot be called.
import { connectedTestAccount } from '@recria/mp-simulator/contas-de-teste'
import type { Config } from '../src/config.ts'
import type { Db, Executor } from '../src/db/client.ts'
import type { Cipher } from '../src/lib/crypto.ts'
import { conexoesRepository } from '../src/modules/mercadopago/mercadopago.module.ts'

export interface SimulatorAccount {
  nickname: string
  email: string
}

/** The simulator account of the demo seller, the way Mercado Pago names its test users. */
export const DEMO_MP_ACCOUNT: SimulatorAccount = {
  nickname: 'TESTUSER_ATELIE_BRUNO',
  email: 'atelie.bruno@testuser.com',
}

export interface SeedMercadoPago {
  config: Config
  cipher: Cipher
}

export type SeedConnection = Omit<Parameters<typeof conexoesRepository.upsert>[1], 'id_usuario'>

/**
 * The simulator account (created unless it exists) and fresh tokens, encrypted as the OAuth callback
 * stores them; the simulator's rows commit on their own, the connection goes in with the seed's rows.
 */
export async function simulatorConnection(
  db: Db,
  account: SimulatorAccount,
  { config, cipher }: SeedMercadoPago,
): Promise<SeedConnection> {
  const conta = await connectedTestAccount(db.$client, account, config.mp.clientId)
  return {
    mp_user_id: conta.id,
    access_token_cifrado: cipher.encrypt(conta.access_token),
    refresh_token_cifrado: cipher.encrypt(conta.refresh_token),
    public_key: conta.public_key,
    expira_em: new Date(Date.now() + conta.expires_in * 1000),
    nickname: conta.nickname,
    email: conta.email,
  }
}

export function connectSeller(tx: Executor, idUsuario: number, connection: SeedConnection) {
  return conexoesRepository.upsert(tx, { ...connection, id_usuario: idUsuario })
}
