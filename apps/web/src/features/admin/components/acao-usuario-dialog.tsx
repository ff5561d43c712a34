import type { UsuarioAdminItem } from '@recria/domain/operador-usuarios'
import { type AcaoUsuario, useAcaoUsuario } from '../api/acao-usuario.ts'
import { MotivoDialog } from './motivo-dialog.tsx'

export interface AcaoUsuarioAlvo {
  usuario: UsuarioAdminItem
  acao: AcaoUsuario
}

const TEXTOS: Record<AcaoUsuario, { titulo: string; descricao: string; botao: string }> = {
  suspender: {
    titulo: 'Suspender usuário',
    descricao:
      'A pessoa não consegue mais entrar, as sessões abertas terminam e os anúncios saem do catálogo. Os pedidos em andamento continuam.',
    botao: 'Suspender',
  },
  reativar: {
    titulo: 'Reativar usuário',
    descricao: 'A pessoa volta a entrar e os anúncios ativos voltam ao catálogo.',
    botao: 'Reativar',
  },
}

/** Suspending or reactivating an account always takes a reason, kept in the audit log. */
export function AcaoUsuarioDialog({ alvo, onClose }: { alvo: AcaoUsuarioAlvo | null; onClose: () => void }) {
  const acao = useAcaoUsuario()
  const textos = alvo && TEXTOS[alvo.acao]
  return (
    <MotivoDialog
      acao={
        alvo && textos
          ? {
              titulo: `${textos.titulo}: ${alvo.usuario.nome}`,
              descricao: textos.descricao,
              confirmar: textos.botao,
              perigo: alvo.acao === 'suspender',
              erro: 'Não foi possível concluir a ação.',
              executar: async (motivo) =>
                (await acao.mutateAsync({ idUsuario: alvo.usuario.id_usuario, acao: alvo.acao, motivo }))
                  .mensagem,
            }
          : null
      }
      onClose={onClose}
    />
  )
}
