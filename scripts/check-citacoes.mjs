// `npm run check:citacoes`: every document a tracked file cites is one a clone of the repository has.
// Comments and docs cite docs/product/<feature>.md for the product's rules, docs/design.md#<section> for
// the design, docs/conventions.md for the code habits (docs/conventions.md#comments-and-documents). This
// fails, listing file:line, on a citation of the documents the project was first written from, which live
// outside the repository (a part and section of the specification, its messages, the design's or the code
// habits' sections by number), or on the number of a work item (why a thing is so lives in docs/decisions).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.join(import.meta.dirname, '..')

/** Each pattern with what it catches, for the message; `loose` ones do not apply inside docs/product/. */
const PATTERNS = [
  [/\bspec(?:ification)?\s+part\b/i, '"spec part N"'],
  [/\bpart\s+[12]\s*§/i, '"part N §M"'],
  [/\bspec(?:ification)?\s*§/i, '"spec §M"'],
  [/\b(?:the|a|its)\s+spec(?:ification)?\b/i, '"the spec"', 'loose'],
  [/\bspec(?:ification)?(?:'|’)s\b/i, '"the spec\'s"', 'loose'],
  [/(?:\/\/|\/?\*|#|<!--)\s*spec(?:ification)?\s*:/i, 'a comment opening with "Spec:"'],
  // The two names are spelled with a character class so that this file does not cite them itself.
  [/\bDESIG[N]\b/, 'the design document by name (the design is docs/design.md)'],
  [/\bCONVENTION[S]\b/, 'the habits document by name (the habits are docs/conventions.md)'],
  [/\bshared\/(?:spec|DESIG[N]|CONVENTION[S])/i, 'a path outside the repository'],
  [/\b[Ii]ssues? (?:\d|"|§)|\b[Ii]ssue §/, 'a work item number (the reasons live in docs/decisions)'],
]
// Lines about other specifications: OpenAPI/Swagger documents, RFCs, test specs of other tools.
const OTHER_SPECS = /openapi|swagger|\bRFC\s*\d|json[- ]schema|playwright/i

const SKIP_FILE =
  /(^|\/)node_modules\/|(^|\/)(package-lock\.json|pnpm-lock\.yaml|yarn\.lock|[^/]+\.lock)$|\.(png|jpe?g|gif|webp|ico|avif|woff2?|ttf|otf|eot|pdf|zip|gz|tgz|br|wasm|mp4|webm)$/i
const SELF = 'scripts/check-citacoes.mjs'

const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && f !== SELF && !SKIP_FILE.test(f))

const found = []
for (const file of files) {
  let text
  try {
    text = readFileSync(path.join(root, file), 'utf8')
  } catch {
    continue // listed but absent (deleted in the work tree, or a submodule)
  }
  if (text.includes('\0')) continue // binary
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (OTHER_SPECS.test(line)) continue
    // docs/product/ is the product's specification now: there "the specification" is itself.
    const hit = PATTERNS.find(
      ([re, , loose]) => re.test(line) && !(loose && file.startsWith('docs/product/')),
    )
    if (hit) found.push(`  ${file}:${i + 1}: ${hit[1]}: ${line.trim().slice(0, 140)}`)
  }
}

if (found.length) {
  console.error(
    `\n✖ ${found.length} citação(ões) de documentos fora do repositório. Cite docs/product/<feature>.md, ` +
      `docs/design.md#<seção> ou docs/conventions.md:\n${found.join('\n')}\n`,
  )
  // exitCode, not exit(): a long list written to a pipe is flushed before the process ends.
  process.exitCode = 1
} else {
  console.log(`✔ ${files.length} arquivos: nenhuma citação de documento fora do repositório.`)
}
