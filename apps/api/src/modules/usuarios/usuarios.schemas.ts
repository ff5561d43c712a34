import { z } from 'zod'

const PerfilItem = z.object({ perfil: z.enum(['comprador', 'vendedor']) })

export const UsuarioResponse = z.object({
  id_usuario: z.number(),
  nome: z.string(),
  email: z.string(),
  cnpj_cpf: z.string(),
  telefone: z.string(),
  foto_url: z.string().nullable(),
  perfil: z.enum(['comprador', 'vendedor']).nullable(),
  perfis: z.array(PerfilItem),
  criado_em: z.string(),
})

export const PerfisResponse = z.array(PerfilItem)
