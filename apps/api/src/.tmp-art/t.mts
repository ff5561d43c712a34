import { toProdutoWebp } from '../lib/images.ts'
import { mapLimit, productArt } from '../db/seed/product-art.ts'
import { PRODUTOS } from '../db/seed/back-office-data.ts'
for (const limit of [1, 2, 4]) {
  const t0 = performance.now()
  let art = 0, webp = 0
  await mapLimit(PRODUTOS, limit, async (p, i) => {
    const a = performance.now()
    const png = await productArt(p.nome, p.materias[0]!, i)
    const b = performance.now()
    await toProdutoWebp(png)
    art += b - a; webp += performance.now() - b
  })
  console.log(limit, (performance.now() - t0).toFixed(0), 'ms', 'art', art.toFixed(0), 'webp', webp.toFixed(0))
}
