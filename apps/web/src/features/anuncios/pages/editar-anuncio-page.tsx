import type { AnuncioUpdate } from '@recria/domain/anuncio'
import { isSustentavel } from '@recria/domain/anuncio-forma'
import { useMemo } from 'react'
import { type EditLoaderTexts, editPage } from '../../../components/formulario/edit-loader.tsx'
import { FormPage } from '../../../components/formulario/form-page.tsx'
import { sendSave } from '../../../components/formulario/use-save-result.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import type { Anuncio } from '../api/anuncio.ts'
import { useAnuncio, useUpdateAnuncio } from '../api/anuncios.ts'
import { useConversoesAtivas, useProdutosAtivos } from '../api/opcoes.ts'
import { AnuncioForm } from '../components/anuncio-form.tsx'
import type { AnuncioFormValues, Escolhas } from '../components/anuncio-resolver.ts'
import { REDIRECT_ATUALIZADO_MS, updateFailure } from '../components/anuncio-result.ts'
import { DesativadoPorDenuncias } from '../components/desativado-por-denuncias.tsx'
import { useIdAnuncio } from '../components/id-anuncio.ts'
import { useAnuncioSave } from '../components/use-anuncio-save.tsx'

const CARREGAMENTO: EditLoaderTexts = {
  page: 'Editar Anúncio',
  list: '/anuncios',
  loading: 'Carregando anúncio...',
  failure: {
    wide: true,
    title: 'Não foi possível carregar o anúncio.',
    back: 'Voltar para Meus Anúncios',
    reason: true,
  },
}

function valoresDe(anuncio: Anuncio): AnuncioFormValues {
  const sustentavel = isSustentavel(anuncio.forma_de_pagamento)
  return {
    id_produto: String(anuncio.produto.id_produto),
    descricao: anuncio.descricao_anuncio,
    forma_de_pagamento: sustentavel ? 'sustentavel' : 'padrao',
    id_conversao: sustentavel && anuncio.id_conversao ? String(anuncio.id_conversao) : '',
    creditos_aceitos: sustentavel && anuncio.creditos_aceitos > 0 ? String(anuncio.creditos_aceitos) : '',
    status_anuncio: anuncio.status_anuncio === 'inativo' ? 'inativo' : 'ativo',
  }
}

/** The active choices, plus the listing's own product and conversion when no longer active. */
function useEscolhas(anuncio: Anuncio) {
  const { user } = useAuth()
  const produtos = useProdutosAtivos(user?.id_usuario ?? 0)
  const conversoes = useConversoesAtivas(user?.id_usuario ?? 0)
  const escolhas = useMemo<Escolhas>(() => {
    const ativos = produtos.data ?? []
    const ativas = conversoes.data ?? []
    const { produto, conversao } = anuncio
    return {
      produtos: ativos.some((p) => p.id_produto === produto.id_produto) ? ativos : [produto, ...ativos],
      conversoes:
        !conversao || ativas.some((c) => c.id_conversao === conversao.id_conversao)
          ? ativas
          : [conversao, ...ativas],
    }
  }, [produtos.data, conversoes.data, anuncio])
  return { escolhas, isPending: produtos.isPending || conversoes.isPending }
}

function EditForm({ record: anuncio }: { record: Anuncio }) {
  const mutation = useUpdateAnuncio()
  const { escolhas, isPending } = useEscolhas(anuncio)
  const save = useAnuncioSave(mutation, REDIRECT_ATUALIZADO_MS)

  const submit = (dados: AnuncioUpdate) =>
    sendSave(mutation, { id: anuncio.id_anuncio, dados }, save, {
      success: 'Anúncio atualizado com sucesso!',
      failure: updateFailure,
    })

  return (
    <FormPage
      title={CARREGAMENTO.page}
      description={`Altere o anúncio de “${anuncio.produto.nome}” ou o seu status.`}
      wide
      notice={anuncio.desativado_por_denuncias && <DesativadoPorDenuncias detalhado />}
      loading={isPending && 'Carregando produtos e conversões...'}
      save={save}
      dialogs={save.dialogs}
    >
      <AnuncioForm
        mode="edit"
        defaultValues={valoresDe(anuncio)}
        escolhas={escolhas}
        onSubmit={submit}
        {...save.form}
      />
    </FormPage>
  )
}

export default editPage(useIdAnuncio, useAnuncio, CARREGAMENTO, EditForm)
