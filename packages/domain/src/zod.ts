// Every schema imports zod from here, so generic messages (wrong type, missing field) are Portuguese.
import { z } from 'zod'

z.config(z.locales.pt())

export { z }
