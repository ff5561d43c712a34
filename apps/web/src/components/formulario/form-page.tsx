import type { ReactNode } from 'react'
import { Card } from '../ui/card.tsx'
import { ResultDialog } from '../ui/result-dialog.tsx'
import { PageLoading } from '../ui/spinner.tsx'
import { FormFrame, type FormFrameProps } from './form-frame.tsx'
import type { SaveResult } from './use-save-result.ts'

interface FormPageProps extends FormFrameProps {
  save: Pick<SaveResult, 'result' | 'close'>
  /** Above the form (a warning about the record or the account). */
  notice?: ReactNode
  /** The form's choices are still loading: 'Carregando matérias-primas...'. */
  loading?: string | false
  /** More dialogs of the page. */
  dialogs?: ReactNode
}

/** A back-office create or edit page: title, the form in its card, and the save's result modal. */
export function FormPage({ save, notice, loading, dialogs, children, ...frame }: FormPageProps) {
  return (
    <FormFrame {...frame}>
      {notice}
      <Card className="p-5 md:p-6">{loading ? <PageLoading label={loading} /> : children}</Card>
      <ResultDialog state={save.result} onClose={save.close} />
      {dialogs}
    </FormFrame>
  )
}
