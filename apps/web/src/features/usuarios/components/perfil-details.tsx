import { perfilLabel } from '@recria/domain/constants'
import { maskPhone } from '@recria/domain/masks'
import type { Usuario } from '@recria/domain/usuario'
import type { ReactNode } from 'react'
import { DocumentValue } from './document-value.tsx'

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-stone-500">{term}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  )
}

/** docs/product/conta.md, profile: name, e-mail, hidden document, phone and the profile label. */
export function PerfilDetails({ user }: { user: Usuario }) {
  return (
    <dl className="divide-y divide-stone-100">
      <Row term="Nome">{user.nome}</Row>
      <Row term="E-mail">{user.email}</Row>
      <Row term="CPF/CNPJ">
        <DocumentValue digits={user.cnpj_cpf} />
      </Row>
      <Row term="Telefone">
        {user.telefone ? maskPhone(user.telefone) : <span className="text-stone-500">Não informado</span>}
      </Row>
      <Row term="Perfil">{perfilLabel(user.perfis.map((p) => p.perfil))}</Row>
    </dl>
  )
}
