// Multipart forms with an image field, which the OpenAPI document does not describe: valid fields
// with a real image or none, and bad files (empty, not an image, too big, in the wrong field, two).
import fc from 'fast-check'
import { form, type Upload } from '../forms.ts'
import { type Body, brokenJson, brokenObject, json, raw } from './bodies.ts'
import { type JsonSchema, type Pools, validObject } from './schema-values.ts'

/** A real image, which the bad files are made from. */
export interface Images {
  png: Buffer
}

// Multipart routes read their fields in the handler (docs/product/README.md); the OpenAPI
// document has no body for them, so their fields are listed here.
export const MULTIPART: Record<string, { file: string; fields: Record<string, JsonSchema> }> = {
  'PUT /usuarios/{id}': {
    file: 'foto',
    fields: {
      nome: { type: 'string', minLength: 3, maxLength: 100 },
      email: { type: 'string' },
      cnpj_cpf: { type: 'string' },
      telefone: { type: 'string' },
      removerFoto: { type: 'string', enum: ['true', 'false'] },
    },
  },
  'POST /produtos': {
    file: 'imagem',
    fields: {
      nome: { type: 'string', minLength: 3, maxLength: 100 },
      descricao: { type: 'string', minLength: 10, maxLength: 255 },
      preco: { type: 'string' },
      materias_primas: { type: 'string' },
      categoria: { type: 'string', enum: ['casa_decoracao', 'bolsas', 'jardim'] },
    },
  },
}
MULTIPART['PUT /produtos/{id}'] = MULTIPART['POST /produtos'] as (typeof MULTIPART)[string]

export function multipartBodies(
  spec: (typeof MULTIPART)[string],
  { pools, images }: { pools: Pools; images: Images },
) {
  const properties = Object.fromEntries(Object.entries(spec.fields))
  const fields = validObject(
    { type: 'object', properties, required: Object.keys(properties).filter((k) => k !== 'removerFoto') },
    pools,
  )
  const file = (data: Buffer, type = 'image/png', field = spec.file): Upload => ({
    field,
    name: 'foto.png',
    type,
    data,
  })
  const multipart = (values: Record<string, unknown>, uploads: Upload[], what: string): Body => {
    const text = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    )
    return {
      headers: {},
      payload: form(text, ...uploads),
      shown: `multipart ${JSON.stringify(text).slice(0, 250)} + ${what}`,
    }
  }
  const badFiles: [string, Upload[]][] = [
    ['an empty file', [file(Buffer.alloc(0))]],
    ['a text file called image', [file(Buffer.from('isto não é uma imagem'))]],
    ['a truncated PNG', [file(images.png.subarray(0, 60))]],
    ['a PNG sent as a PDF', [file(images.png, 'application/pdf')]],
    ['an image in another field', [file(images.png, 'image/png', 'anexo')]],
    ['two images', [file(images.png), file(images.png)]],
    ['a file above 5 MB', [file(Buffer.concat([images.png, Buffer.alloc(5 * 1024 * 1024)]))]],
    [
      'an SVG with a script',
      [
        file(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'image/svg+xml',
        ),
      ],
    ],
  ]
  const entries = Object.entries(spec.fields)
  return {
    valid: fields.chain((values) =>
      fc
        .constantFrom<[string, Upload[]]>(['no image', []], ['a PNG', [file(images.png)]])
        .map(([what, uploads]) => multipart(values, uploads, what)),
    ),
    invalid: fc.oneof(
      fields.chain((values) =>
        fc.constantFrom(...badFiles).map(([what, uploads]) => multipart(values, uploads, what)),
      ),
      fields
        .chain((values) => brokenObject(values, entries, Object.keys(properties)))
        .map((values) => multipart(values, [file(images.png)], 'a PNG')),
      fields.map(json),
      brokenJson,
      fc.constant(
        raw('multipart/form-data', '--x\r\nContent-Disposition: form-data; name="nome"\r\n\r\nAna\r\n--x--'),
      ),
    ),
  }
}
