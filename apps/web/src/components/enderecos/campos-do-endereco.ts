import { maskCep } from '@recria/domain/masks'

interface EnderecoPostal {
  cep: string
  logradouro: string
  numero: string
  complemento?: string | null
  bairro: string
  cidade: string
  uf: string
}

/** An address's fields as a form starts them: the CEP masked, every field empty without an address. */
export function camposDoEndereco(e: EnderecoPostal | null | undefined) {
  return {
    cep: e ? maskCep(e.cep) : '',
    logradouro: e?.logradouro ?? '',
    numero: e?.numero ?? '',
    complemento: e?.complemento ?? '',
    bairro: e?.bairro ?? '',
    cidade: e?.cidade ?? '',
    uf: e?.uf ?? '',
  }
}

/** The CEP field's fixed props: digits on a phone's keyboard, the browser's postal code, its mask shown. */
export const CAMPO_CEP = {
  label: 'CEP',
  inputMode: 'numeric',
  autoComplete: 'postal-code',
  placeholder: '00000-000',
} as const
