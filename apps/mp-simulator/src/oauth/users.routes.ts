import type { FastifyPluginAsync } from 'fastify'
import { requireCollector } from '../auth.ts'
import { unauthorized } from '../errors.ts'
import type { SimulatorOptions } from '../options.ts'

interface UserRow {
  id: string
  nickname: string
  email: string
  first_name: string
  last_name: string
  site_id: string
  country_id: string
  is_test: boolean
  date_created: Date
}

/** GET /users/me: the account behind the Bearer token, in the real answer's shape (the parts that matter). */
export const usersRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  app.get('/users/me', async (req) => {
    const collector = await requireCollector(req, options.pool)
    const { rows } = await options.pool.query<UserRow>(
      `select id, nickname, email, first_name, last_name, site_id, country_id, is_test, date_created
       from mp_sim.users where id = $1`,
      [collector.id],
    )
    const user = rows[0]
    if (!user) throw unauthorized()
    return userProfile(user)
  })
}

function userProfile(user: UserRow) {
  return {
    id: Number(user.id),
    nickname: user.nickname,
    registration_date: user.date_created.toISOString(),
    first_name: user.first_name,
    last_name: user.last_name,
    gender: '',
    country_id: user.country_id,
    email: user.email,
    address: { address: null, city: null, state: null, zip_code: null },
    phone: { area_code: null, extension: '', number: '', verified: false },
    user_type: 'normal',
    tags: user.is_test ? ['normal', 'test_user'] : ['normal'],
    logo: null,
    points: 0,
    site_id: user.site_id,
    permalink: `http://perfil.mercadolivre.com.br/${encodeURIComponent(user.nickname)}`,
    seller_experience: 'NEWBIE',
    status: {
      site_status: 'active',
      confirmed_email: true,
      user_type: 'simple_registration',
      mercadopago_tc_accepted: true,
      mercadopago_account_type: 'personal',
      required_action: null,
    },
    registration_identifiers: [],
  }
}
