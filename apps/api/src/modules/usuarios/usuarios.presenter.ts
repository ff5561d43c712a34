import type { UsuarioRow } from './usuarios.repository.ts'

/** The user as every answer shows it (docs/product/conta.md); never any password data. */
export function toUsuario(row: UsuarioRow) {
  return {
    id_usuario: row.id_usuario,
    nome: row.nome,
    email: row.email,
    cnpj_cpf: row.cnpj_cpf,
    telefone: row.telefone ?? '',
    foto_url: row.foto_url,
    perfil: row.perfis[0] ?? null,
    perfis: row.perfis.map((perfil) => ({ perfil })),
    criado_em: row.criado_em.toISOString(),
    // A block that is over is no block: the back-office banner shows only while it lasts.
    bloqueado_ate:
      row.bloqueado_ate && row.bloqueado_ate.getTime() > Date.now() ? row.bloqueado_ate.toISOString() : null,
  }
}

export type Usuario = ReturnType<typeof toUsuario>
