import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.ts'

/** AES-256-GCM for secrets at rest (the sellers' Mercado Pago tokens): `v1.<iv>.<tag>.<data>`, base64url. */
export interface Cipher {
  encrypt(plain: string): string
  decrypt(sealed: string): string
  /**
   * HMAC-SHA256 (hex, 64 characters) of a value that must be compared but never kept, such as the
   * address an account was registered from (decision 024): equal values give equal hashes, and
   * without the server's key the hash cannot be reversed by trying every address.
   */
  keyedHash(value: string): string
}

export function createCipher(key: Buffer): Cipher {
  if (key.length !== 32) throw new Error('a chave de criptografia deve ter 32 bytes')
  // Its own key, derived from the main one, so a hash never doubles as anything the cipher makes.
  const hashKey = createHmac('sha256', key).update('recria:keyed-hash:v1').digest()
  return {
    keyedHash: (value) => createHmac('sha256', hashKey).update(value, 'utf8').digest('hex'),
    encrypt(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.')
    },
    decrypt(sealed) {
      const [version, iv, tag, data] = sealed.split('.')
      if (version !== 'v1' || !iv || !tag || !data) throw new Error('segredo cifrado em formato desconhecido')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      )
    },
  }
}

/** MP_TOKEN_KEY, or a demo key generated once into DATA_DIR (docs/design.md#sessions-and-security). */
export function tokenKey(config: Config): Buffer {
  if (config.MP_TOKEN_KEY) return Buffer.from(config.MP_TOKEN_KEY, 'hex')
  const file = path.join(config.DATA_DIR, 'mp-token.key')
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
}
