import { UFS } from '@recria/domain/endereco'
import {
  CIDADES_ENTREGA_MAX,
  type EntregaVendedor,
  EntregaVendedorSchema,
  REGIAO_NOME,
  REGIOES,
  type Regiao,
} from '@recria/domain/entrega'
import { maskCep } from '@recria/domain/masks'
import { Plus, Trash2 } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { CAMPO_CEP, camposDoEndereco } from '../../../components/enderecos/campos-do-endereco.ts'
import { Button } from '../../../components/ui/button.tsx'
import { DecimalField } from '../../../components/ui/decimal-field.tsx'
import { CheckboxField, TextField } from '../../../components/ui/field.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'

const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }))

/** The form as typed: text everywhere, read by the domain's schema on submit. */
interface Valores {
  retirada: {
    ativa: boolean
    cep: string
    logradouro: string
    numero: string
    complemento: string
    bairro: string
    cidade: string
    uf: string
    horario: string
  }
  entrega_local: {
    ativa: boolean
    taxa: string
    cidades: { cidade: string; uf: string }[]
    prazo_dias: string
  }
  envio: { ativa: boolean; taxas: Record<Regiao, string>; prazo_postagem_dias: string }
}

const reais = (v: number | null) => (v === null ? '' : v.toFixed(2).replace('.', ','))
const texto = (v: number | null) => (v === null ? '' : String(v))

function valoresDe(e: EntregaVendedor): Valores {
  return {
    retirada: {
      ativa: e.retirada.ativa,
      ...camposDoEndereco(e.retirada.endereco),
      horario: e.retirada.horario ?? '',
    },
    entrega_local: {
      ativa: e.entrega_local.ativa,
      taxa: reais(e.entrega_local.taxa),
      cidades: e.entrega_local.cidades.length ? e.entrega_local.cidades : [{ cidade: '', uf: '' }],
      prazo_dias: texto(e.entrega_local.prazo_dias),
    },
    envio: {
      ativa: e.envio.ativa,
      taxas: Object.fromEntries(REGIOES.map((r) => [r, reais(e.envio.taxas[r])])) as Record<Regiao, string>,
      prazo_postagem_dias: texto(e.envio.prazo_postagem_dias),
    },
  }
}

/** A typed whole number, or what the schema refuses with the field's message. */
const numero = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(',', '.')))

/** The body of PUT /vendedores/{id}/entrega: an inactive mode is sent as just `{ ativa: false }`. */
export function corpoDe(v: Valores) {
  const { ativa: retiradaAtiva, horario, ...endereco } = v.retirada
  return {
    retirada: retiradaAtiva ? { ativa: true, endereco, horario } : { ativa: false },
    entrega_local: v.entrega_local.ativa
      ? {
          ativa: true,
          taxa: v.entrega_local.taxa,
          cidades: v.entrega_local.cidades,
          prazo_dias: numero(v.entrega_local.prazo_dias),
        }
      : { ativa: false },
    envio: v.envio.ativa
      ? {
          ativa: true,
          taxas: Object.fromEntries(REGIOES.map((r) => [r, v.envio.taxas[r].trim() || null])),
          prazo_postagem_dias: numero(v.envio.prazo_postagem_dias),
        }
      : { ativa: false },
  }
}

type Erros = Record<string, string>

interface EntregaFormProps {
  entrega: EntregaVendedor
  onSubmit: (corpo: ReturnType<typeof corpoDe>) => void
  pending: boolean
  /** The server's refusal, in its words. */
  error?: string | null
}

/** The seller's three delivery modes, each switched on by its checkbox, checked by the domain's rules. */
export function EntregaForm({ entrega, onSubmit, pending, error }: EntregaFormProps) {
  const [v, setV] = useState<Valores>(() => valoresDe(entrega))
  const [erros, setErros] = useState<Erros>({})
  const [tentativa, setTentativa] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)

  // After a refused submit, the first field with a message takes the focus.
  useEffect(() => {
    if (tentativa === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [tentativa])

  const set = <K extends keyof Valores>(secao: K, campos: Partial<Valores[K]>) =>
    setV((atual) => ({ ...atual, [secao]: { ...atual[secao], ...campos } }))
  const setCidade = (i: number, campos: Partial<{ cidade: string; uf: string }>) =>
    set('entrega_local', {
      cidades: v.entrega_local.cidades.map((c, k) => (k === i ? { ...c, ...campos } : c)),
    })

  const enviar = (event: FormEvent) => {
    event.preventDefault()
    const corpo = corpoDe(v)
    const lido = EntregaVendedorSchema.safeParse(corpo)
    if (lido.success) {
      setErros({})
      onSubmit(corpo)
      return
    }
    const novos: Erros = {}
    for (const issue of lido.error.issues) {
      const chave = issue.path.join('.')
      novos[chave] ??= issue.message
    }
    setErros(novos)
    setTentativa((n) => n + 1)
  }

  const erro = (chave: string) => erros[chave]
  /** A text field's value, message and change, by its section and name (the message's key by default). */
  const campo = <K extends keyof Valores>(
    secao: K,
    nome: keyof Valores[K] & string,
    chave = `${secao}.${nome}`,
  ) => ({
    value: v[secao][nome] as string,
    error: erro(chave),
    onChange: (ev: { target: { value: string } }) =>
      set(secao, { [nome]: ev.target.value } as Partial<Valores[K]>),
  })
  const cidade = (i: number, nome: 'cidade' | 'uf') => ({
    value: v.entrega_local.cidades[i]?.[nome] ?? '',
    error: erro(`entrega_local.cidades.${i}.${nome}`),
    onChange: (ev: { target: { value: string } }) => setCidade(i, { [nome]: ev.target.value }),
  })
  const endereco = (nome: keyof Valores['retirada'] & string) =>
    campo('retirada', nome, `retirada.endereco.${nome}`)
  const resumo = erros[''] ?? (Object.keys(erros).length ? 'Corrija os campos destacados.' : null)
  const r = v.retirada
  const l = v.entrega_local
  const e = v.envio

  return (
    <form ref={formRef} onSubmit={enviar} noValidate className="flex flex-col gap-6">
      <FormAlert message={resumo ?? error ?? null} />

      <ModoEntrega {...MODOS.retirada} ativa={r.ativa} onAtiva={(ativa) => set('retirada', { ativa })}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...CAMPO_CEP}
            value={r.cep}
            error={erro('retirada.endereco.cep')}
            onChange={(ev) => set('retirada', { cep: maskCep(ev.target.value) })}
          />
          <TextField label="Logradouro" {...endereco('logradouro')} />
          <TextField label="Número" hint="Use S/N se não houver." {...endereco('numero')} />
          <TextField label="Complemento (opcional)" {...endereco('complemento')} />
          <TextField label="Bairro" {...endereco('bairro')} />
          <div className="grid grid-cols-[1fr_6rem] gap-4">
            <TextField label="Cidade" {...endereco('cidade')} />
            <SelectField label="UF" placeholder="Selecione" options={UF_OPTIONS} {...endereco('uf')} />
          </div>
        </div>
        <TextField
          label="Horário de retirada"
          placeholder="Seg a sex, 9h às 18h"
          {...campo('retirada', 'horario')}
        />
      </ModoEntrega>

      <ModoEntrega
        {...MODOS.entrega_local}
        ativa={l.ativa}
        onAtiva={(ativa) => set('entrega_local', { ativa })}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <DecimalField label="Taxa de entrega (R$)" {...campo('entrega_local', 'taxa')} />
          <TextField
            label="Prazo de entrega (dias)"
            inputMode="numeric"
            {...campo('entrega_local', 'prazo_dias')}
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-stone-800">Cidades atendidas</legend>
          <FormAlert message={erro('entrega_local.cidades') ?? null} />
          {l.cidades.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are edited in place, never reordered
            <div key={i} className="grid grid-cols-[1fr_5.5rem_auto] items-end gap-2">
              <TextField label={`Cidade ${i + 1}`} {...cidade(i, 'cidade')} />
              <SelectField label={`UF ${i + 1}`} placeholder="UF" options={UF_OPTIONS} {...cidade(i, 'uf')} />
              <Button
                variant="ghost"
                aria-label={`Remover cidade ${i + 1}`}
                disabled={l.cidades.length === 1}
                onClick={() => set('entrega_local', { cidades: l.cidades.filter((_, k) => k !== i) })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            className="self-start"
            disabled={l.cidades.length >= CIDADES_ENTREGA_MAX}
            onClick={() => set('entrega_local', { cidades: [...l.cidades, { cidade: '', uf: '' }] })}
          >
            <Plus aria-hidden="true" className="size-4" /> Adicionar cidade
          </Button>
        </fieldset>
      </ModoEntrega>

      <ModoEntrega {...MODOS.envio} ativa={e.ativa} onAtiva={(ativa) => set('envio', { ativa })}>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-stone-800">Taxa de envio por região</legend>
          <FormAlert message={erro('envio.taxas') ?? null} />
          <div className="grid gap-4 sm:grid-cols-2">
            {REGIOES.map((regiao) => (
              <DecimalField
                key={regiao}
                label={`${REGIAO_NOME[regiao]} (R$)`}
                hint="Em branco: não envia para esta região."
                value={e.taxas[regiao]}
                error={erro(`envio.taxas.${regiao}`)}
                onChange={(ev) => set('envio', { taxas: { ...e.taxas, [regiao]: ev.target.value } })}
              />
            ))}
          </div>
        </fieldset>
        <TextField
          label="Prazo de postagem (dias)"
          inputMode="numeric"
          {...campo('envio', 'prazo_postagem_dias')}
        />
      </ModoEntrega>

      <div className="flex justify-end">
        <Button type="submit" loading={pending} className="w-full sm:w-auto">
          {pending ? 'Salvando...' : 'Salvar formas de entrega'}
        </Button>
      </div>
    </form>
  )
}

/** Each delivery mode's section, its title and the checkbox that offers it. */
const MODOS = {
  retirada: { id: 'secao-retirada', title: 'Retirada no local', label: 'Oferecer retirada no local' },
  entrega_local: { id: 'secao-entrega-local', title: 'Entrega local', label: 'Oferecer entrega local' },
  envio: { id: 'secao-envio', title: 'Envio (Correios ou transportadora)', label: 'Oferecer envio' },
}

interface ModoEntregaProps {
  id: string
  title: string
  /** The checkbox that offers the mode. */
  label: string
  ativa: boolean
  onAtiva: (ativa: boolean) => void
  /** The mode's fields, shown while it is offered. */
  children: ReactNode
}

/** One delivery mode's section: its checkbox, then its fields while it is offered. */
function ModoEntrega({ id, title, label, ativa, onAtiva, children }: ModoEntregaProps) {
  return (
    <SectionCard id={id} title={title}>
      <CheckboxField label={label} checked={ativa} onChange={(ev) => onAtiva(ev.target.checked)} />
      {ativa && <div className="flex flex-col gap-4">{children}</div>}
    </SectionCard>
  )
}
