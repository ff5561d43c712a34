import { PRODUTO_MSG, ProdutoSchema } from '@recria/domain/produto'
import { toFieldErrors } from '@recria/domain/validation'
import { BadRequest } from '../../lib/errors.ts'
import type { MultipartForm } from '../../lib/multipart.ts'

/**
 * The multipart fields of POST/PUT /produtos read with the domain schema. On create the missing image
 * joins the field errors, after the rules of the fields (docs/product/produtos.md lists it last), so the form
 * can show every problem at once. `id_usuario_vendedor` and unknown fields are dropped.
 */
export function readProdutoForm(form: MultipartForm, { imagemObrigatoria }: { imagemObrigatoria: boolean }) {
  const parsed = ProdutoSchema.safeParse(form.fields)
  const semImagem = imagemObrigatoria && !form.file
  if (parsed.success && !semImagem) return parsed.data
  const { mensagem, erros } = parsed.success
    ? { mensagem: PRODUTO_MSG.imagemObrigatoria, erros: {} }
    : toFieldErrors(parsed.error)
  if (semImagem) erros.imagem = PRODUTO_MSG.imagemObrigatoria
  throw new BadRequest(mensagem, erros)
}
