// The user's address book: where orders go. An order keeps a copy of the address it was placed with
// (`pedidos.endereco_entrega`), so editing or deleting an address never changes an order.
import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { identity, refersTo, timestamptz } from './columns.ts'
import { usuarios } from './usuarios.ts'

export const enderecos = pgTable(
  'enderecos',
  {
    id_endereco: identity(),
    id_usuario: refersTo(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    destinatario: varchar({ length: 100 }).notNull(),
    cep: varchar({ length: 8 }).notNull(),
    logradouro: varchar({ length: 120 }).notNull(),
    numero: varchar({ length: 10 }).notNull(),
    complemento: varchar({ length: 60 }),
    bairro: varchar({ length: 60 }).notNull(),
    cidade: varchar({ length: 60 }).notNull(),
    uf: varchar({ length: 2 }).notNull(),
    telefone: varchar({ length: 11 }).notNull(),
    principal: boolean().notNull().default(false),
    criado_em: timestamptz().notNull().defaultNow(),
    atualizado_em: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check('enderecos_cep_check', sql`${t.cep} ~ '^[0-9]{8}$'`),
    check('enderecos_telefone_check', sql`${t.telefone} ~ '^[0-9]{10,11}$'`),
    index('enderecos_usuario_idx').on(t.id_usuario),
    // At most one principal address per user: marking another one unmarks the old one first.
    uniqueIndex('enderecos_um_principal_idx').on(t.id_usuario).where(sql`${t.principal}`),
  ],
)
