import sharp from 'sharp'
import { toProdutoWebp } from '../lib/images.ts'
import { mapLimit, productSvg } from '../db/seed/product-art.ts'
import { PRODUTOS } from '../db/seed/back-office-data.ts'
for (const size of [1200, 1000, 800]) {
  const c0 = process.cpuUsage(); const t0 = performance.now()
  await mapLimit(PRODUTOS, 4, async (p, i) => {
    const svg = productSvg(p.nome, p.materias[0]!, i)
    const png = await sharp(Buffer.from(svg), { density: 72 * size / 1200 }).png({ compressionLevel: 1 }).toBuffer()
    await toProdutoWebp(png)
  })
  const c = process.cpuUsage(c0)
  console.log(size, 'wall', (performance.now() - t0).toFixed(0), 'cpu', ((c.user + c.system) / 1000).toFixed(0))
}
