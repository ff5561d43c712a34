import type { Endereco, EnderecoEntrega } from '@recria/domain/endereco'
import type { EnderecoRow } from './enderecos.repository.ts'

/** The address as the order keeps it: no id, no principal flag, no dates. */
export function toEnderecoEntrega(row: EnderecoRow): EnderecoEntrega {
  return {
    destinatario: row.destinatario,
    cep: row.cep,
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cidade: row.cidade,
    uf: row.uf,
    telefone: row.telefone,
  }
}

export function toEndereco(row: EnderecoRow): Endereco {
  return {
    id_endereco: row.id_endereco,
    ...toEnderecoEntrega(row),
    principal: row.principal,
    criado_em: row.criado_em.toISOString(),
    atualizado_em: row.atualizado_em.toISOString(),
  }
}
