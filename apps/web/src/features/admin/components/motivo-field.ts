import type { ReasonFieldProps } from '../../../components/ui/reason-dialog.tsx'

/** The reason every operator decision takes (at most 1000 characters, kept in the audit log). */
export function motivoField(
  motivo: string,
  onValueChange: (value: string) => void,
  error: string | undefined,
  hint: string,
): ReasonFieldProps {
  return { label: 'Motivo', text: [motivo, onValueChange], maxLength: 1000, error, hint }
}
