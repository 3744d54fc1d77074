import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { staticPageTemplate } from '../apps/api/src/branches/branch-page-html'

const webDist = resolve(import.meta.dirname, '../apps/web/dist')
const webSsr = resolve(import.meta.dirname, '../apps/web/dist-ssr')

export interface PageWeight {
  /** JavaScript the server-rendered branch page loads: the scripts its HTML template keeps. */
  branchPageKb: number
  /** The app's own first load (booking, dashboard): the entry and its preloaded chunks. */
  appEntryKb: number
  files: number
}

const scriptPaths = (html: string) =>
  [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  )

const gzippedKb = (paths: string[]) =>
  paths.reduce((sum, path) => sum + gzipSync(readFileSync(join(webDist, path))).length, 0) / 1024

/** Reads the web build (npm run build) and weighs the JavaScript of a first visit. */
export function measurePageWeight(): PageWeight | undefined {
  const indexPath = join(webDist, 'index.html')
  if (!existsSync(indexPath) || !existsSync(join(webSsr, 'render-branch-page.js'))) return undefined
  const index = readFileSync(indexPath, 'utf8')
  const appScripts = scriptPaths(index)
  return {
    branchPageKb: gzippedKb(scriptPaths(staticPageTemplate(index))),
    appEntryKb: gzippedKb(appScripts),
    files: appScripts.length,
  }
}
