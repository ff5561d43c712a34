import { GaleriaOrdemSchema, GaleriaResponse } from '@recria/domain/galeria'
import { idTextSchema } from '@recria/domain/id'
import { ProdutoResponse } from '@recria/domain/produto'
import { z } from '@recria/domain/zod'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownSellerData, requireSeller, sellerOnly } from '../../lib/guards.ts'
import { readMultipart } from '../../lib/multipart.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId, MessageResponse } from '../../lib/schemas.ts'
import { MateriaOpcaoList, ProdutoListQuery, ProdutoPage } from './produtos.schema.ts'
import type { ProdutosService } from './produtos.service.ts'
import { readProdutoForm } from './produtos-form.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface ProdutosRotas {
  produtos: { produtos: ProdutosService }
}

const ImagemParams = z.object({ id: idTextSchema(), id_imagem: idTextSchema() })

const seller = async (req: FastifyRequest) => (await requireSeller(req)).id_usuario

export const produtosRoutes: FastifyPluginAsyncZod<ProdutosRotas> = async (app, { produtos }) => {
  const service = produtos.produtos
  const route = routeOptions(['produtos'])
  const multipart = { consumes: ['multipart/form-data'] }

  app.get(
    '/produtos/usuario/:id',
    route(ownSellerData, { ...byId, querystring: ProdutoListQuery }, { 200: ProdutoPage }),
    async (req) => service.list(req.params.id, req.query),
  )

  app.get(
    '/produtos/usuario/:id/materias-primas',
    route(ownSellerData, byId, { 200: MateriaOpcaoList }),
    async (req) => service.materiasEmUso(req.params.id),
  )

  app.get('/produtos/:id', route(sellerOnly, byId, { 200: ProdutoResponse }), async (req) =>
    service.get(req.params.id, await seller(req)),
  )

  // Multipart (docs/product/produtos.md): nome, descricao, preco, materias_primas (JSON list of ids), imagem.
  app.post('/produtos', route(sellerOnly, multipart, { 201: ProdutoResponse }), async (req, reply) => {
    const form = await readMultipart(req, 'imagem')
    const input = readProdutoForm(form, { imagemObrigatoria: true })
    const produto = await service.create(await seller(req), input, form.file as Buffer)
    return reply.status(201).send(produto)
  })

  // Another seller's product answers 404 before its form is even read.
  app.put(
    '/produtos/:id',
    route(sellerOnly, { ...byId, ...multipart }, { 200: ProdutoResponse }),
    async (req) => {
      const idVendedor = await seller(req)
      await service.get(req.params.id, idVendedor)
      const form = await readMultipart(req, 'imagem')
      const input = readProdutoForm(form, { imagemObrigatoria: false })
      return service.update(req.params.id, idVendedor, input, {
        data: form.file,
        remove: form.fields.removerImagem === 'true',
      })
    },
  )

  app.delete('/produtos/:id', route(sellerOnly, byId, { 200: MessageResponse }), async (req) =>
    service.remove(req.params.id, await seller(req)),
  )

  // The gallery: another seller's product 403, before any file is read.
  app.get('/produtos/:id/imagens', route(sellerOnly, byId, { 200: GaleriaResponse }), async (req) =>
    service.galeria.listar(req.params.id, await seller(req)),
  )

  app.post(
    '/produtos/:id/imagens',
    route(sellerOnly, { ...byId, ...multipart }, { 201: GaleriaResponse }),
    async (req, reply) => {
      const idVendedor = await seller(req)
      await service.galeria.requireDono(req.params.id, idVendedor)
      const form = await readMultipart(req, 'imagem')
      return reply.status(201).send(await service.galeria.adicionar(req.params.id, idVendedor, form.file))
    },
  )

  app.put(
    '/produtos/:id/imagens/ordem',
    route(sellerOnly, { ...byId, body: GaleriaOrdemSchema }, { 200: GaleriaResponse }),
    async (req) => service.galeria.reordenar(req.params.id, await seller(req), req.body.ids),
  )

  app.delete(
    '/produtos/:id/imagens/:id_imagem',
    route(sellerOnly, { params: ImagemParams }, { 200: GaleriaResponse }),
    async (req) => service.galeria.remover(req.params.id, await seller(req), req.params.id_imagem),
  )
}
