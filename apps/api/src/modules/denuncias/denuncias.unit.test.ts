// A report: who may make it, whether it counts (decision 040) and what each threshold does (decisions
// 013, 024), the repository's counts and the collaborators faked (the database side, where the counts
// are made, is denuncias-*.test.ts).
import type { DenunciaCreate } from '@recria/domain/denuncia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { comoDb, dbFalso, falso, TX } from '../../../test/unidade.ts'
import type { AnunciosModeracaoService } from '../anuncios/anuncios-moderacao.service.ts'
import type { NotificacoesService } from '../notificacoes/notificacoes.service.ts'
import type { BloqueioService } from '../usuarios/bloqueio.service.ts'
import { createDenunciasService, type DenunciasRepo } from './denuncias.service.ts'

const DENUNCIANTE = 10
const VENDEDOR = 20
const ANUNCIO = 500
const DIA = 86_400_000
const AGORA = new Date('2026-05-10T15:00:00.000Z')
const BLOQUEADO_ATE = new Date('2026-05-25T15:00:00.000Z')

const denuncia: DenunciaCreate = {
  id_anuncio: ANUNCIO,
  motivo: 'produto_falso',
  descricao: 'Não é reciclado.',
}

type Contagem = { anuncioAntes: number; anuncioDepois: number; vendedorAntes: number; vendedorDepois: number }

function montar(
  o: {
    vendedor?: number | null
    denunciante?: { criado_em: Date; grupo: number } | null
    compraMantida?: boolean
    afastado?: boolean
    inserida?: number | null | Error
    contagem?: Contagem
  } = {},
) {
  const db = dbFalso()
  const repo: DenunciasRepo = {
    insert: vi.fn(async () => {
      if (o.inserida instanceof Error) throw o.inserida
      return o.inserida === undefined ? 900 : o.inserida
    }),
    contarGrupos: vi.fn(
      async () => o.contagem ?? { anuncioAntes: 0, anuncioDepois: 1, vendedorAntes: 0, vendedorDepois: 1 },
    ),
    afastado: vi.fn(async () => o.afastado ?? false),
    registrarEvento: vi.fn(async () => {}),
  }
  const anunciosModeracao = {
    vendedorDe: vi.fn(async () => (o.vendedor === undefined ? VENDEDOR : o.vendedor)),
    desativarPorDenuncias: vi.fn(async () => 'Luminária de garrafa PET'),
  }
  const bloqueio = {
    travarVendedor: vi.fn(async () => true),
    bloquearVendedor: vi.fn(async () => BLOQUEADO_ATE),
    denunciante: vi.fn(async () =>
      o.denunciante === undefined
        ? { criado_em: new Date(AGORA.getTime() - 30 * DIA), grupo: 4 }
        : o.denunciante,
    ),
  }
  const notificacoes = { notificar: vi.fn(async () => ({})) }
  const temCompraMantida = vi.fn(async () => o.compraMantida ?? true)
  const service = createDenunciasService(
    { db: comoDb(db) },
    {
      anunciosModeracao: falso<AnunciosModeracaoService>(anunciosModeracao),
      bloqueio: falso<BloqueioService>(bloqueio as Partial<BloqueioService>),
      notificacoes: falso<NotificacoesService>(notificacoes as unknown as Partial<NotificacoesService>),
      temCompraMantida,
    },
    repo,
  )
  return { service, repo, anunciosModeracao, bloqueio, notificacoes, temCompraMantida }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('create', () => {
  it('writes a counted report with the reporter’s group, locking the seller first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(AGORA)
    const t = montar()
    await expect(t.service.create(DENUNCIANTE, denuncia)).resolves.toEqual({
      mensagem: 'Denúncia enviada com sucesso!',
      id_denuncia: 900,
    })
    expect(t.bloqueio.travarVendedor).toHaveBeenCalledWith(TX, VENDEDOR)
    expect(t.temCompraMantida).toHaveBeenCalledWith(TX, DENUNCIANTE, VENDEDOR)
    expect(t.repo.afastado).toHaveBeenCalledWith(TX, DENUNCIANTE, 90)
    expect(t.repo.insert).toHaveBeenCalledWith(TX, {
      id_anuncio: ANUNCIO,
      id_usuario_vendedor: VENDEDOR,
      id_usuario_denunciante: DENUNCIANTE,
      motivo: 'produto_falso',
      descricao: 'Não é reciclado.',
      contada: true,
      grupo_denunciante: 4,
    })
    expect(t.repo.contarGrupos).toHaveBeenCalledWith(TX, ANUNCIO, VENDEDOR, 900)
  })

  it('keeps but does not count a report from an account under 7 days old, without a kept purchase, or set aside', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(AGORA)
    const casos = [
      { denunciante: { criado_em: new Date(AGORA.getTime() - 7 * DIA + 1), grupo: 4 } },
      { compraMantida: false },
      { afastado: true },
    ]
    for (const caso of casos) {
      const t = montar(caso)
      await t.service.create(DENUNCIANTE, denuncia)
      expect(t.repo.insert).toHaveBeenCalledWith(TX, expect.objectContaining({ contada: false }))
      expect(t.repo.contarGrupos).not.toHaveBeenCalled()
    }
    const seteDias = montar({ denunciante: { criado_em: new Date(AGORA.getTime() - 7 * DIA), grupo: 4 } })
    await seteDias.service.create(DENUNCIANTE, denuncia)
    expect(seteDias.repo.insert).toHaveBeenCalledWith(TX, expect.objectContaining({ contada: true }))
  })

  it('refuses a report of one’s own listing, writing nothing', async () => {
    const t = montar({ vendedor: DENUNCIANTE })
    await expect(t.service.create(DENUNCIANTE, denuncia)).rejects.toMatchObject({
      statusCode: 403,
      message: 'Você não pode denunciar seu próprio anúncio.',
    })
    expect(t.repo.insert).not.toHaveBeenCalled()
  })

  it('answers an unknown listing, and one deleted before the insert, with 404', async () => {
    const desconhecido = montar({ vendedor: null })
    await expect(desconhecido.service.create(DENUNCIANTE, denuncia)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Anúncio não encontrado.',
    })
    const apagado = montar({ inserida: Object.assign(new Error('fk'), { code: '23503' }) })
    await expect(apagado.service.create(DENUNCIANTE, denuncia)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Anúncio não encontrado.',
    })
  })

  it('answers an unknown reporter with 404', async () => {
    const t = montar({ denunciante: null })
    await expect(t.service.create(DENUNCIANTE, denuncia)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Usuário não encontrado.',
    })
  })

  it('refuses a second report of the same listing, skipped or racing past the check', async () => {
    const pulada = montar({ inserida: null })
    await expect(pulada.service.create(DENUNCIANTE, denuncia)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Você já denunciou este anúncio.',
    })
    expect(pulada.repo.contarGrupos).not.toHaveBeenCalled()
    const corrida = montar({ inserida: Object.assign(new Error('unique'), { cause: { code: '23505' } }) })
    await expect(corrida.service.create(DENUNCIANTE, denuncia)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Você já denunciou este anúncio.',
    })
  })

  it('the listing’s fifth group deactivates it and tells the seller, with the count', async () => {
    const t = montar({ contagem: { anuncioAntes: 4, anuncioDepois: 5, vendedorAntes: 6, vendedorDepois: 7 } })
    await t.service.create(DENUNCIANTE, denuncia)
    expect(t.anunciosModeracao.desativarPorDenuncias).toHaveBeenCalledWith(TX, ANUNCIO)
    expect(t.repo.registrarEvento).toHaveBeenCalledWith(TX, {
      id_usuario_vendedor: VENDEDOR,
      id_anuncio: ANUNCIO,
      tipo: 'anuncio_desativado',
      total_denuncias: 5,
      bloqueado_ate: null,
    })
    expect(t.notificacoes.notificar).toHaveBeenCalledWith(TX, {
      id_usuario: VENDEDOR,
      tipo: 'anuncio_desativado',
      titulo: 'Anúncio desativado',
      mensagem:
        'O anúncio "Luminária de garrafa PET" foi desativado após denúncias e não aparece mais no catálogo. A equipe da Recria revisa cada caso. Se achar que foi um engano, peça a revisão pelo e-mail suporte@recria.com.br.',
      dados_adicionais: { id_anuncio: ANUNCIO, total_denuncias: 5 },
    })
    expect(t.bloqueio.bloquearVendedor).not.toHaveBeenCalled()
  })

  it('the seller’s tenth group blocks the seller until the date the block answers', async () => {
    const t = montar({
      contagem: { anuncioAntes: 1, anuncioDepois: 2, vendedorAntes: 9, vendedorDepois: 10 },
    })
    await t.service.create(DENUNCIANTE, denuncia)
    expect(t.anunciosModeracao.desativarPorDenuncias).not.toHaveBeenCalled()
    expect(t.bloqueio.bloquearVendedor).toHaveBeenCalledWith(TX, VENDEDOR)
    expect(t.repo.registrarEvento).toHaveBeenCalledWith(TX, {
      id_usuario_vendedor: VENDEDOR,
      id_anuncio: ANUNCIO,
      tipo: 'vendedor_bloqueado',
      total_denuncias: 10,
      bloqueado_ate: BLOQUEADO_ATE,
    })
    expect(t.notificacoes.notificar).toHaveBeenCalledWith(
      TX,
      expect.objectContaining({
        id_usuario: VENDEDOR,
        tipo: 'vendedor_bloqueado',
        titulo: 'Conta de vendedor bloqueada',
        dados_adicionais: { bloqueado_ate: '2026-05-25T15:00:00.000Z', total_denuncias: 10 },
      }),
    )
  })

  it('a group reporting again leaves the count where it was: no threshold twice', async () => {
    const t = montar({
      contagem: { anuncioAntes: 5, anuncioDepois: 5, vendedorAntes: 10, vendedorDepois: 10 },
    })
    await t.service.create(DENUNCIANTE, denuncia)
    expect(t.anunciosModeracao.desativarPorDenuncias).not.toHaveBeenCalled()
    expect(t.bloqueio.bloquearVendedor).not.toHaveBeenCalled()
    expect(t.repo.registrarEvento).not.toHaveBeenCalled()
    expect(t.notificacoes.notificar).not.toHaveBeenCalled()
  })

  it('counts below a multiple of 5 do nothing; both thresholds at once do both', async () => {
    const abaixo = montar({
      contagem: { anuncioAntes: 3, anuncioDepois: 4, vendedorAntes: 8, vendedorDepois: 9 },
    })
    await abaixo.service.create(DENUNCIANTE, denuncia)
    expect(abaixo.repo.registrarEvento).not.toHaveBeenCalled()
    const ambos = montar({
      contagem: { anuncioAntes: 4, anuncioDepois: 5, vendedorAntes: 14, vendedorDepois: 15 },
    })
    await ambos.service.create(DENUNCIANTE, denuncia)
    expect(ambos.anunciosModeracao.desativarPorDenuncias).toHaveBeenCalledTimes(1)
    expect(ambos.bloqueio.bloquearVendedor).toHaveBeenCalledTimes(1)
    expect(ambos.notificacoes.notificar).toHaveBeenCalledTimes(2)
  })
})

describe('motivos', () => {
  it('lists each reason with its label', () => {
    const t = montar()
    expect(t.service.motivos()).toContainEqual({ valor: 'produto_falso', label: 'Produto falso' })
  })
})
