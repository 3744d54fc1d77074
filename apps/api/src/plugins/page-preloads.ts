import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  BOOKING_PAGE_PATTERNS,
  LIGHT_PAGES,
  lightPageFor,
  matchPath,
} from '@rezervo/shared/public-pages/light-pages'

/**
 * SPA pages whose HTML names their screen's scripts up front (decision 025): the web sources of the lazy
 * screens each page shows first, as the build's Vite manifest names them. Without this the browser learns of
 * them only when the entry has run and the router has matched, a round trip later, which a phone on a slow
 * network pays in its largest contentful paint. A source missing from the manifest (moved, renamed) is
 * skipped: the page still works, only without the head start.
 */
export const PAGE_SCREENS: readonly { path: RegExp; screens: readonly string[] }[] = [
  // None now: the login and the booking flow, which had their screens named here, are light pages, whose HTML
  // names all their scripts (decisions 050, 052). A new SPA page that its first paint waits on goes here.
]

/** The SPA's entry in the Vite manifest (its HTML file's name). */
const SPA_ENTRY = 'index.html'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

/** Output files of `keys` and of everything they import statically (unknown keys are skipped). */
function staticClosure(manifest: Record<string, ManifestChunk>, keys: readonly string[]): string[] {
  const files: string[] = []
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) return
    seen.add(key)
    files.push(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return files
}

/**
 * The HTML of each light page that the build has (LIGHT_PAGES, packages/shared: decisions 050, 052, 057), by
 * path; and the app's index.html for each page of PAGE_SCREENS, with a `<link rel="modulepreload">` for each
 * script of its screens that the SPA's entry does not load already. `htmlFor(path)` answers undefined for any
 * other path (the plain index.html serves it); `missingLightPages` names the light pages the build lacks, whose
 * paths then get the SPA's index.html (whose route for them leads to the document again: the build must have
 * them; the server says so when it starts). Read once, when the server starts, from the build in `distDir`.
 */
export function pagePreloads(distDir: string, pages = PAGE_SCREENS, lightPages = LIGHT_PAGES) {
  const lightHtml = new Map(
    lightPages.flatMap(({ html }) => {
      const file = join(distDir, html)
      return existsSync(file) ? [[html, readFileSync(file, 'utf8')] as const] : []
    }),
  )
  const missingLightPages = lightPages.map(({ html }) => html).filter((html) => !lightHtml.has(html))
  const lightHtmlFor = (urlPath: string) => {
    const page = lightPageFor(urlPath, lightPages)
    return page && lightHtml.get(page.html)
  }
  const manifestPath = join(distDir, '.vite/manifest.json')
  const indexPath = join(distDir, SPA_ENTRY)
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return { htmlFor: lightHtmlFor, missingLightPages }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const indexHtml = readFileSync(indexPath, 'utf8')
  // Only the SPA's own entry: a light page's closure is not loaded under an SPA page.
  const loadedByEntry = new Set(staticClosure(manifest, [SPA_ENTRY]))
  const pageHtml = pages.map(({ path, screens }) => {
    const links = staticClosure(manifest, screens)
      .filter((file) => file.endsWith('.js') && !loadedByEntry.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    const html = links.length ? indexHtml.replace('</head>', `${links.join('')}</head>`) : undefined
    return { path, html }
  })
  return {
    htmlFor(urlPath: string): string | undefined {
      return lightHtmlFor(urlPath) ?? pageHtml.find((page) => page.path.test(urlPath))?.html
    },
    missingLightPages,
  }
}

/** The booking pages whose first screen waits for the public branch call (the flow's, in the widget too). */
const BRANCH_CALL_PAGES = [BOOKING_PAGE_PATTERNS.flow, BOOKING_PAGE_PATTERNS.embedFlow]

/**
 * `<link rel="preload" as="fetch">` of the public branch call for a booking page (undefined for any other
 * path): the browser starts it with the HTML instead of after the entry and the router have run, which is
 * what the booking flow's LCP waited for (issue 16). Same URL as the app's (the slug decoded, then encoded
 * as `encodeURIComponent` does) and the same credentials mode ('include' = use-credentials); the app sends
 * that call without headers of its own (`preloadable`), so Chromium reuses the preloaded answer.
 */
export function branchCallPreload(urlPath: string): string | undefined {
  for (const pattern of BRANCH_CALL_PAGES) {
    // The slug decoded; a broken escape does not match (the page's own reading refuses it as well).
    const slug = matchPath(pattern, urlPath)?.branchSlug
    if (slug !== undefined)
      return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/branches/slug/${encodeURIComponent(slug)}">`
  }
  return undefined
}
