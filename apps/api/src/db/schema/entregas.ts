// How each seller delivers (pickup, local delivery, shipping by region): one row per seller, the
// settings as the domain's schema reads them (fees in centavos). No row means every mode inactive.
import type { EntregaVendedorDados } from '@recria/domain/entrega'
import { jsonb, pgTable } from 'drizzle-orm/pg-core'
import { oneRowPer, timestamptz } from './columns.ts'
import { usuarios } from './usuarios.ts'

export const entregasVendedor = pgTable('entregas_vendedor', {
  id_usuario: oneRowPer(() => usuarios.id_usuario),
  configuracao: jsonb().$type<EntregaVendedorDados>().notNull(),
  atualizado_em: timestamptz().notNull().defaultNow(),
})
