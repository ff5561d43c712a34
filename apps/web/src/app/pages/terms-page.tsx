import { TERMOS_VERSAO } from '@recria/domain/constants'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { termsSections } from './terms-sections.ts'

const SUPPORT_EMAIL = 'suporte@recria.com.br'

/** '2025-09-29' as '29 de setembro de 2025': the version new accounts accept is the date shown. */
const ultimaAtualizacao = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(TERMOS_VERSAO))

export default function TermsPage() {
  return (
    <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 md:p-10">
      <PageHeader title="Política de Privacidade e Termos de Uso">
        <p className="text-sm text-stone-600">Última atualização: {ultimaAtualizacao}</p>
      </PageHeader>
      <div className="flex flex-col gap-8 text-stone-700">
        {termsSections.map((section) => (
          <section key={section.title} className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-stone-900">{section.title}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-stone-900">8. Contato</h2>
          <p className="leading-relaxed">
            Dúvidas, solicitações sobre seus dados ou denúncias podem ser enviadas ao suporte da Recria pelo
            e-mail{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-marca-700 underline">
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </section>
      </div>
    </article>
  )
}
