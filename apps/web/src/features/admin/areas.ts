import { CircleDollarSign, Flag, Gavel, ScrollText, UsersRound } from 'lucide-react'

/** The operator's console (/admin): what needs a person, by area (the side menu and the home page). */
export const AREAS_OPERADOR = [
  {
    to: '/admin/moderacao',
    label: 'Moderação',
    icon: Flag,
    descricao: 'Denúncias por anúncio e vendedor; confirme ou reverta desativações e bloqueios.',
  },
  {
    to: '/admin/usuarios',
    label: 'Usuários',
    icon: UsersRound,
    descricao: 'Encontre contas por nome, e-mail ou documento; suspenda ou reative.',
  },
  {
    to: '/admin/financeiro',
    label: 'Financeiro',
    icon: CircleDollarSign,
    descricao: 'Reembolsos que falharam, pagamentos em mediação ou estornados, notificações e divergências.',
  },
  {
    to: '/admin/disputas',
    label: 'Disputas',
    icon: Gavel,
    descricao: 'Reembolsos recusados que o comprador contestou: decida com um motivo.',
  },
  {
    to: '/admin/auditoria',
    label: 'Auditoria',
    icon: ScrollText,
    descricao: 'Cada ação da equipe de operação, sem edição possível.',
  },
] as const
