// Link previews (Open Graph and Twitter cards): what WhatsApp, Telegram or a social network shows for
// a shared link, read from the HTML itself since their crawlers run no script.
import { parseId } from '@recria/domain/id'
import { NotFound } from './errors.ts'

export interface LinkPreview {
  title: string
  description: string
  /** Absolute URL, or null when there is no picture. */
  image: string | null
  url: string
  /** What the page asks for first, fetched with the HTML instead of after the scripts. */
  preloads?: Preload[]
}

/** A same-origin path the page's script will request: its API answer, or its main picture. */
export interface Preload {
  href: string
  as: 'fetch' | 'image'
  /** A picture's `srcset` and `sizes`, as its `<img>` has them: the browser then picks the same file. */
  srcset?: string
  sizes?: string
}

/**
 * The record a page's path names, with its id read: null for an id that is none or a record the
 * service does not find, so the page is served plain.
 */
export async function registroDaPagina<T>(
  id: string | undefined,
  buscar: (id: number) => Promise<T>,
): Promise<{ id: number; registro: NonNullable<T> } | null> {
  const lido = parseId(id)
  if (lido === null) return null
  const registro = await buscar(lido).catch((error: unknown) => {
    if (error instanceof NotFound) return null
    throw error
  })
  return registro ? { id: lido, registro } : null
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch)

/** The text cut at a word boundary near `max` characters, with an ellipsis when cut. */
export function trecho(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?—-]+$/, '')}…`
}

function metaTags(p: LinkPreview): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Recria'],
    ['property', 'og:locale', 'pt_BR'],
    ['property', 'og:title', p.title],
    ['property', 'og:description', p.description],
    ['property', 'og:url', p.url],
    ['name', 'twitter:card', p.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', p.title],
    ['name', 'twitter:description', p.description],
  ]
  if (p.image) tags.push(['property', 'og:image', p.image], ['name', 'twitter:image', p.image])
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ')
}

/** The web app's `api()` sends its cookies: a fetch preload matches it only with credentials too. */
function preloadTag({ href, as, srcset, sizes }: Preload) {
  if (as === 'fetch')
    return `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="use-credentials" />`
  const candidates = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"`
    : ''
  return `<link rel="preload" href="${escapeHtml(href)}" as="image"${candidates} fetchpriority="high" />`
}

/**
 * The page's HTML with the preview's tags (and its preloads) before `</head>`, its title as the
 * document's title and its description as the page description.
 */
export function withLinkPreview(html: string, p: LinkPreview): string {
  const title = escapeHtml(`${p.title} | Recria`)
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(p.description)}" />`,
    )
    .replace(
      '</head>',
      () => `    ${[metaTags(p), ...(p.preloads ?? []).map(preloadTag)].join('\n    ')}\n  </head>`,
    )
}
