import type { ModoEntrega } from '@recria/domain/entrega-opcoes'
import type { MateriaDoPedido as MateriaDoPedidoResposta } from '@recria/domain/materia-cobranca'
import {
  avisoMateriaDoStatus,
  MATERIA_ENTREGA_MSG,
  podeRegistrarRecebimento,
  quantidadeMateriaTexto,
  quantidadeRecebidaDoItem,
  situacaoMateria,
  textoRecebimentoMateria,
} from '@recria/domain/materia-entrega'

import type { StatusPedido } from '@recria/domain/pedido'
import { unidadeSigla } from '@recria/domain/unidade-medida'
import { useState } from 'react'
import {
  type ItemComMateria,
  type MateriaDoPedido,
  materiasDoPedido,
} from '../../../components/materia/materias-do-pedido.ts'
import { Button } from '../../../components/ui/button.tsx'
import { DecimalField } from '../../../components/ui/decimal-field.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { useRegistrarMateria } from '../api/registrar-materia.ts'
import { aoTerminar } from './ao-terminar.ts'
import { MateriaFaltante } from './materia-faltante.tsx'

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })

const SITUACAO = {
  aguardando: MATERIA_ENTREGA_MSG.aguardando,
  parcial: MATERIA_ENTREGA_MSG.parcial,
  completo: MATERIA_ENTREGA_MSG.completo,
} as const

/**
 * The seller's 'Matéria-prima' (decision 028): what each sustainable item owes against what was
 * recorded as received, and the dialog that records or corrects it; when some did not arrive, the
 * ways out and the settlement (decision 030, `materia`: the order detail's).
 */
export function MateriaPrimaVendedor({
  idPedido,
  status,
  itens,
  materia = null,
  modo = null,
}: {
  idPedido: number
  status: StatusPedido
  itens: readonly ItemComMateria[]
  materia?: MateriaDoPedidoResposta | null
  /** The order's delivery mode: the handover words follow it. */
  modo?: ModoEntrega | null
}) {
  const [aberto, setAberto] = useState(false)
  const materias = materiasDoPedido(itens)
  if (!materias.length) return null
  const pode = podeRegistrarRecebimento(status)
  const aviso = avisoMateriaDoStatus(
    status,
    materias.some((m) => (m.recebida ?? 0) > 0),
    'vendedor',
  )
  return (
    <SectionCard id="pedido-materia-prima" title={MATERIA_ENTREGA_MSG.titulo}>
      <ul className="flex flex-col gap-2">
        {materias.map((m) => {
          const sigla = unidadeSigla(m.unidade_medida ?? '')
          return (
            <li key={m.id_item_pedido} className="rounded-lg border border-stone-200 p-3 text-sm">
              <p className="font-semibold text-stone-900">{`${m.nome_materia_prima} — ${m.nome_produto}`}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-stone-700">
                <dt>{MATERIA_ENTREGA_MSG.devido}</dt>
                <dd>{`${numero.format(m.devida)} ${sigla}`}</dd>
                <dt>{MATERIA_ENTREGA_MSG.recebido}</dt>
                <dd>{m.recebida === null ? '—' : `${numero.format(m.recebida)} ${sigla}`}</dd>
              </dl>
              <p className="mt-1 font-medium text-stone-800">
                {`Situação: ${SITUACAO[situacaoMateria(m.devida, m.recebida)]}`}
              </p>
            </li>
          )
        })}
      </ul>
      {pode ? (
        <>
          <p className="text-sm text-stone-700">{textoRecebimentoMateria(modo)}</p>
          <div className="sm:max-w-xs">
            <Button onClick={() => setAberto(true)} className="w-full">
              {MATERIA_ENTREGA_MSG.registrar}
            </Button>
          </div>
          {aberto && (
            <RegistrarRecebimentoDialog
              idPedido={idPedido}
              materias={materias}
              onClose={() => setAberto(false)}
            />
          )}
        </>
      ) : (
        aviso && <p className="text-sm text-stone-700">{aviso}</p>
      )}
      {materia && (
        <MateriaFaltante idPedido={idPedido} status={status} materia={materia} materias={materias} />
      )}
    </SectionCard>
  )
}

const escrito = (valor: number | null) => (valor === null ? '' : numero.format(valor).replaceAll('.', ''))

function RegistrarRecebimentoDialog({
  idPedido,
  materias,
  onClose,
}: {
  idPedido: number
  materias: MateriaDoPedido[]
  onClose: () => void
}) {
  const [valores, setValores] = useState<Record<number, string>>(() =>
    Object.fromEntries(materias.map((m) => [m.id_item_pedido, escrito(m.recebida)])),
  )
  const [erros, setErros] = useState<Record<number, string>>({})
  const [erroGeral, setErroGeral] = useState<string | null>(null)
  const registrar = useRegistrarMateria()
  const { toast } = useToast()
  const fechar = () => {
    if (!registrar.isPending) onClose()
  }

  const confirmar = () => {
    const novosErros: Record<number, string> = {}
    const itens: { id_item_pedido: number; quantidade_recebida: string }[] = []
    for (const m of materias) {
      const texto = (valores[m.id_item_pedido] ?? '').trim()
      if (texto === '') continue
      const lido = quantidadeRecebidaDoItem(m).safeParse(texto)
      if (!lido.success) novosErros[m.id_item_pedido] = lido.error.issues[0]?.message ?? ''
      else if (Math.round(lido.data * 100) > Math.round(m.devida * 100))
        novosErros[m.id_item_pedido] = MATERIA_ENTREGA_MSG.quantidadeAcima(
          quantidadeMateriaTexto(m.devida, m.unidade_medida, m.nome_materia_prima),
        )
      else itens.push({ id_item_pedido: m.id_item_pedido, quantidade_recebida: texto })
    }
    setErros(novosErros)
    if (Object.keys(novosErros).length) {
      setErroGeral(null)
      return
    }
    if (!itens.length) {
      setErroGeral(MATERIA_ENTREGA_MSG.itensObrigatorios)
      return
    }
    setErroGeral(null)
    registrar.mutate(
      { idPedido, itens },
      aoTerminar(toast, onClose, setErroGeral, 'Erro ao registrar o recebimento.'),
    )
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && fechar()}
      title={MATERIA_ENTREGA_MSG.registrar}
      description="Informe quanto chegou de cada matéria-prima, na unidade do item. Registrar de novo corrige o valor."
      footer={
        <>
          <Button variant="secondary" onClick={fechar} disabled={registrar.isPending}>
            Voltar
          </Button>
          <Button onClick={confirmar} loading={registrar.isPending}>
            Salvar recebimento
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          confirmar()
        }}
      >
        {materias.map((m) => (
          <DecimalField
            key={m.id_item_pedido}
            label={`Recebido de ${m.nome_materia_prima} (${unidadeSigla(m.unidade_medida ?? '')})`}
            hint={`${MATERIA_ENTREGA_MSG.devido}: ${quantidadeMateriaTexto(m.devida, m.unidade_medida, m.nome_materia_prima)}`}
            value={valores[m.id_item_pedido] ?? ''}
            onChange={(event) => setValores((v) => ({ ...v, [m.id_item_pedido]: event.target.value }))}
            error={erros[m.id_item_pedido]}
            disabled={registrar.isPending}
          />
        ))}
        <FormAlert message={erroGeral} />
        <button type="submit" hidden />
      </form>
    </Dialog>
  )
}
