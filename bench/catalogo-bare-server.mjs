// A bare Fastify route answering one fixed catalogue page (the file named on the command line): no
// plugins, no database. Beside the API's figures it shows what HTTP and JSON alone cost here.
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const pagina = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'))
const app = Fastify({ logger: false })
app.get('/pagina', async () => pagina)
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }))
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
