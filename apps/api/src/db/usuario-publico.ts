// The columns of a user that leave the database for the API (never the password hash), shared by
// the usuarios module and the session lookup, which reads them in the same query as the session.
import type { PerfilDeUsuario } from '@recria/domain/usuario'
import { sql } from 'drizzle-orm'
import type { Executor } from './client.ts'
import { usuarios } from './schema/usuarios.ts'

/** The profiles of a user in the order added, as one column of the same query. */
const perfisOf = sql<PerfilDeUsuario[]>`array(
  select p.perfil from usuario_perfis p where p.id_usuario = "usuarios"."id_usuario" order by p.ordem)`

export const usuarioPublicColumns = {
  id_usuario: usuarios.id_usuario,
  nome: usuarios.nome,
  email: usuarios.email,
  cnpj_cpf: usuarios.cnpj_cpf,
  telefone: usuarios.telefone,
  foto_url: usuarios.foto_url,
  criado_em: usuarios.criado_em,
  bloqueado_ate: usuarios.bloqueado_ate,
  perfis: perfisOf,
}

/** The public columns of users; the caller adds the where clause. */
export const selectUsuarioPublico = (db: Executor) => db.select(usuarioPublicColumns).from(usuarios)

/** A user as the session and the usuarios module read it. */
export type UsuarioRow = Awaited<ReturnType<typeof selectUsuarioPublico>>[number]
