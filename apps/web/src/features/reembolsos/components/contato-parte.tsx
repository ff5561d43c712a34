import { textoDadoOculto, type VisibilidadeDadosPrivados } from '@recria/domain/dados-privados'
import { formatTelefoneReembolso } from '@recria/domain/reembolso-exibicao'
import { ContatoCard } from '../../../components/ui/contato-card.tsx'

interface ContatoParteProps {
  /** 'Cliente' on the seller's page, 'Vendedor' on the buyer's. */
  titulo: string
  parte: { nome: string; email: string; telefone: string | null }
  /**
   * The buyer's page drops a leading 55 when the phone has more than 11 digits (docs/product/reembolsos.md).
   */
  semCodigoDoPais?: boolean
  /** Whether the order still shows the phones, and why not (decision 041). */
  dados: VisibilidadeDadosPrivados
}

/** The other party's name, e-mail and phone, (DD) NNNNN-NNNN or (DD) NNNN-NNNN. */
export function ContatoParte({ titulo, parte, semCodigoDoPais = false, dados }: ContatoParteProps) {
  const telefone = formatTelefoneReembolso(parte.telefone, { semCodigoDoPais })
  return (
    <ContatoCard
      id={`contato-${titulo.toLowerCase()}`}
      titulo={titulo}
      nome={parte.nome}
      email={parte.email}
      telefone={
        telefone ? (
          <span>
            <span className="sr-only">Telefone: </span>
            {telefone}
          </span>
        ) : null
      }
      semTelefone={textoDadoOculto(dados, 'O telefone')}
    />
  )
}
