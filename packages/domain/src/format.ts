/** pt-BR formatters of the shell (docs/product/README.md). */
import { BADGE_CAP, EMAIL_SHORT } from './constants.ts'

const TIME_ZONE = 'America/Sao_Paulo'
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** "R$ 1.234,56"; Intl writes a non-breaking space after "R$", tests and inputs expect a plain one. */
export function formatBRL(reais: number): string {
  return brl.format(reais).replace(/\u00a0/g, ' ')
}

export function formatCentavos(centavos: number): string {
  return formatBRL(centavos / 100)
}

/** How the web shows money: "R$\u00a089,80", a no-break space, so "R$" never parts from the number on a phone. */
export function displayBRL(reais: number): string {
  return formatBRL(reais).replace('R$ ', 'R$\u00a0')
}

export function displayCentavos(centavos: number): string {
  return displayBRL(centavos / 100)
}

const dateParts = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

function parts(date: Date | string): Record<string, string> | null {
  const value = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(value.getTime())) return null
  return Object.fromEntries(dateParts.formatToParts(value).map((p) => [p.type, p.value]))
}

/** "dd/mm/yyyy" in São Paulo time; a bare "yyyy-mm-dd" is a calendar date and is not shifted. */
export function formatDate(date: Date | string): string {
  const dateOnly = typeof date === 'string' ? DATE_ONLY.exec(date) : null
  if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`
  const p = parts(date)
  return p ? `${p.day}/${p.month}/${p.year}` : ''
}

/** "dd/mm/yyyy HH:mm" in São Paulo time. */
export function formatDateTime(date: Date | string): string {
  const p = parts(date)
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : ''
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Notification age (docs/product/notificacoes.md); a date in the future counts as just now. */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(then.getTime())) return ''
  const elapsed = now.getTime() - then.getTime()
  if (elapsed < MINUTE) return 'Agora há pouco'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}min atrás`
  if (elapsed < 24 * HOUR) return `${Math.floor(elapsed / HOUR)}h atrás`
  if (elapsed < 48 * HOUR) return 'Ontem'
  return formatDate(then)
}

/** The avatar menu shows the first two words of the name. */
export function shortName(nome: string): string {
  return nome.trim().split(/\s+/).slice(0, 2).join(' ')
}

/** The avatar menu shows the e-mail cut to 25 characters, followed by "..." when cut. */
export function truncateEmail(email: string, max: number = EMAIL_SHORT): string {
  return email.length > max ? `${email.slice(0, max)}...` : email
}

/** Avatar fallback: the first letter of the name, upper-case. */
export function initial(nome: string): string {
  const [first = ''] = nome.trim()
  return first.toLocaleUpperCase('pt-BR')
}

/** Bell and cart badges show "99+" above 99. */
export function badgeCount(n: number): string {
  return n > BADGE_CAP ? `${BADGE_CAP}+` : String(n)
}
