// A buyer's favourite listings: one row per user and listing, the user's list newest first.
// A deleted listing leaves the favourites with it (like a cart item); a deleted account too.
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { anuncios } from './back-office.ts'
import { timestamptz } from './columns.ts'
import { usuarios } from './usuarios.ts'

export const favoritos = pgTable(
  'favoritos',
  {
    id_usuario: integer()
      .notNull()
      .references(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    id_anuncio: integer()
      .notNull()
      .references(() => anuncios.id_anuncio, { onDelete: 'cascade' }),
    criado_em: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_usuario, t.id_anuncio] }),
    index('favoritos_usuario_recentes_idx').on(t.id_usuario, t.criado_em.desc(), t.id_anuncio.desc()),
    index('favoritos_anuncio_idx').on(t.id_anuncio),
  ],
)
