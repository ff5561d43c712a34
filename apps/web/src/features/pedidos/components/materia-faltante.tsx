import { displayBRL } from '@recria/domain/format'
import {
  type MateriaDoPedido as MateriaDoPedidoResposta,
  MATERIA_COBRANCA_MSG as MSG,
} from '@recria/domain/materia-cobranca'

import { podeRegistrarRecebimento, quantidadeMateriaTexto } from '@recria/domain/materia-entrega'
import type { StatusPedido } from '@recria/domain/pedido'
import { useState } from 'react'
import type { MateriaDoPedido } from '../../../components/materia/materias-do-pedido.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useCancelarCobrancaMateria } from '../api/cancelar-cobranca-materia.ts'
import { useCobrarMateria } from '../api/cobrar-materia.ts'
import { useDispensarMateria } from '../api/dispensar-materia.ts'
import { aoTerminar } from './ao-terminar.ts'
import { MateriaResolvida, materiaResolvida } from './materia-resolvida.tsx'
import { QuadroMateria } from './quadro-materia.tsx'

/** What is still missing of each material (owed − recorded), the ones complete left out. */
function faltantes(materias: readonly MateriaDoPedido[]) {
  return materias.flatMap((m) => {
    const falta = Math.round((m.devida - (m.recebida ?? 0)) * 100) / 100
    return falta > 0 ? [{ ...m, falta }] : []
  })
}

/**
 * The seller's side of raw material that did not arrive (decision 030), inside 'Matéria-prima': the
 * three ways out while it is short and unsettled (charge its cash value, waive it, cancel the order),
 * a pending charge (withdrawable), and the settlement once made.
 */
export function MateriaFaltante({
  idPedido,
  status,
  materia,
  materias,
}: {
  idPedido: number
  status: StatusPedido
  materia: MateriaDoPedidoResposta
  materias: readonly MateriaDoPedido[]
}) {
  const [dialogo, setDialogo] = useState<'cobrar' | 'dispensar' | null>(null)
  const cancelar = useCancelarCobrancaMateria()
  const { toast } = useToast()
  const cobranca = materia.cobranca

  if (materiaResolvida(materia)) return <MateriaResolvida materia={materia} pago={materia.valor_faltante} />
  if (cobranca?.status === 'pendente')
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
        <h3 className="font-semibold text-stone-900">{MSG.cobrancaTitulo}</h3>
        <p className="text-stone-800">
          <span className="text-lg font-semibold whitespace-nowrap">{displayBRL(cobranca.valor)}</span>
          {' — '}
          {MSG.aguardandoPagamento}
        </p>
        <div className="sm:max-w-xs">
          <Button
            variant="secondary"
            className="w-full"
            loading={cancelar.isPending}
            onClick={() =>
              cancelar.mutate(idPedido, {
                onSuccess: (res) => toast(res.mensagem),
                onError: (error) =>
                  toast(mensagemDoServidor(error) ?? 'Erro ao cancelar a cobrança.', 'error'),
              })
            }
          >
            {MSG.cancelarCobranca}
          </Button>
        </div>
      </div>
    )
  if (!materia.pendente || !podeRegistrarRecebimento(status) || status === 'entregue') return null

  return (
    <QuadroMateria id="materia-nao-chegou" titulo={MSG.naoChegou} tom="neutro">
      <p className="text-stone-700">{MSG.explicacao}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => setDialogo('cobrar')}>
          {MSG.cobrar}
        </Button>
        <Button variant="secondary" onClick={() => setDialogo('dispensar')}>
          {MSG.dispensar}
        </Button>
      </div>
      <p className="text-stone-700">
        <a href="#pedido-controle" className="font-medium text-marca-800 underline underline-offset-2">
          {MSG.cancelarPedido}
        </a>
      </p>
      {dialogo === 'cobrar' && (
        <CobrarDialog
          idPedido={idPedido}
          valor={materia.valor_faltante}
          materias={materias}
          onClose={() => setDialogo(null)}
        />
      )}
      {dialogo === 'dispensar' && <DispensarDialog idPedido={idPedido} onClose={() => setDialogo(null)} />}
    </QuadroMateria>
  )
}

function CobrarDialog({
  idPedido,
  valor,
  materias,
  onClose,
}: {
  idPedido: number
  valor: number
  materias: readonly MateriaDoPedido[]
  onClose: () => void
}) {
  const cobrar = useCobrarMateria()
  const { toast } = useToast()
  const [erro, setErro] = useState<string | null>(null)
  const fechar = () => {
    if (!cobrar.isPending) onClose()
  }
  const enviar = () => {
    setErro(null)
    cobrar.mutate(idPedido, aoTerminar(toast, onClose, setErro, 'Erro ao enviar a cobrança.'))
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && fechar()}
      title={MSG.cobrar}
      description={MSG.cobrarExplicacao(displayBRL(valor))}
      footer={
        <>
          <Button variant="secondary" onClick={fechar} disabled={cobrar.isPending}>
            Voltar
          </Button>
          <Button onClick={enviar} loading={cobrar.isPending}>
            {MSG.cobrarConfirmar}
          </Button>
        </>
      }
    >
      <p className="text-sm text-stone-800">
        {'Valor da cobrança: '}
        <strong className="text-lg whitespace-nowrap">{displayBRL(valor)}</strong>
      </p>
      <ul className="flex flex-col gap-1 text-sm text-stone-700">
        {faltantes(materias).map((m) => (
          <li key={m.id_item_pedido}>
            {`Faltou ${quantidadeMateriaTexto(m.falta, m.unidade_medida, m.nome_materia_prima)}, pelo item ${m.nome_produto}.`}
          </li>
        ))}
      </ul>
      <FormAlert message={erro} />
    </Dialog>
  )
}

function DispensarDialog({ idPedido, onClose }: { idPedido: number; onClose: () => void }) {
  const dispensar = useDispensarMateria()
  const { toast } = useToast()
  const [erro, setErro] = useState<string | null>(null)
  const fechar = () => {
    if (!dispensar.isPending) onClose()
  }
  const confirmar = () => {
    setErro(null)
    dispensar.mutate(idPedido, aoTerminar(toast, onClose, setErro, 'Erro ao dispensar a matéria-prima.'))
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && fechar()}
      title={MSG.dispensar}
      description={MSG.dispensarExplicacao}
      footer={
        <>
          <Button variant="secondary" onClick={fechar} disabled={dispensar.isPending}>
            Voltar
          </Button>
          <Button onClick={confirmar} loading={dispensar.isPending}>
            {MSG.dispensarConfirmar}
          </Button>
        </>
      }
    >
      <FormAlert message={erro} />
    </Dialog>
  )
}
