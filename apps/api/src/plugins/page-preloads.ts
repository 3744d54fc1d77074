import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The light pages (decision 050): paths whose document is not the SPA's index.html but a page of its own
 * that the web build writes beside it (apps/web/<name>.html, its script under src/light/), without React
 * Router and TanStack Query. Vite names that page's static imports in its HTML already. A light page that a
 * build lacks is served by the SPA's index.html (whose route for it leads to the document again: the build
 * must have it; the server says so when it starts).
 */
export const LIGHT_PAGES: readonly { path: RegExp; html: string }[] = [
  { path: /^\/login\/?$/, html: 'login.html' },
  // The booking flow and its confirmation, and the same two in the booking widget (decision 052).
  { path: /^\/[^/]+\/[^/]+\/[^/]+\/(?:rezervace|potvrzeni-rezervace)\/?$/, html: 'booking.html' },
  { path: /^\/embed\/[^/]+(?:\/potvrzeni-rezervace)?\/?$/, html: 'booking.html' },
]

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
 * The HTML of each light page that the build has (LIGHT_PAGES), by path; and the app's index.html for each
 * page of PAGE_SCREENS, with a `<link rel="modulepreload">` for each script of its screens that the SPA's
 * entry does not load already. `htmlFor(path)` answers undefined for any other path (the plain index.html
 * serves it); `missingLightPages` names the light pages the build lacks. Read once, when the server starts,
 * from the build in `distDir`.
 */
export function pagePreloads(distDir: string, pages = PAGE_SCREENS, lightPages = LIGHT_PAGES) {
  const lightHtml = lightPages.flatMap(({ path, html }) => {
    const file = join(distDir, html)
    return existsSync(file) ? [{ path, html: readFileSync(file, 'utf8') }] : []
  })
  const missingLightPages = [
    ...new Set(lightPages.filter(({ html }) => !existsSync(join(distDir, html))).map(({ html }) => html)),
  ]
  const lightHtmlFor = (urlPath: string) => lightHtml.find((page) => page.path.test(urlPath))?.html
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

/** The booking pages, whose first screen waits for the public branch call; the slug is the captured segment. */
const BOOKING_PAGES = [/^\/[^/]+\/[^/]+\/([^/]+)\/rezervace\/?$/, /^\/embed\/([^/]+)\/?$/]

/**
 * `<link rel="preload" as="fetch">` of the public branch call for a booking page (undefined for any other
 * path): the browser starts it with the HTML instead of after the entry and the router have run, which is
 * what the booking flow's LCP waited for (issue 16). Same URL as the app's (the slug decoded, then encoded
 * as `encodeURIComponent` does) and the same credentials mode ('include' = use-credentials); the app sends
 * that call without headers of its own (`preloadable`), so Chromium reuses the preloaded answer.
 */
export function branchCallPreload(urlPath: string): string | undefined {
  for (const page of BOOKING_PAGES) {
    const segment = page.exec(urlPath)?.[1]
    if (segment === undefined) continue
    let slug: string
    try {
      slug = decodeURIComponent(segment)
    } catch {
      return undefined
    }
    return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/branches/slug/${encodeURIComponent(slug)}">`
  }
  return undefined
}
