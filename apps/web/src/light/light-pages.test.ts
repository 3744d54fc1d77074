// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LIGHT_PAGES } from '@rezervo/shared/public-pages/light-pages'
import type { Connect, Plugin, ProxyOptions, UserConfig, ViteDevServer } from 'vite'
import { describe, expect, it } from 'vitest'
import viteConfig from '../../vite.config'

/**
 * The one list of the light pages (packages/shared, decision 057) against what serves them: the HTML entries
 * the build writes (every apps/web/*.html is an input of `vite build`) and the dev server's routing.
 */
const webDir = join(import.meta.dirname, '../..')

/** A path of each pattern (`/embed/:branchSlug` → `/embed/x`). */
const samplePath = (pattern: string) => pattern.replace(/:\w+/g, 'x')

describe('the light pages’ HTML entries', () => {
  it('each has its HTML file, whose script is its entry under src/light/', () => {
    for (const { html } of LIGHT_PAGES) {
      const file = join(webDir, html)
      expect(existsSync(file), `apps/web/${html}`).toBe(true)
      const script = /<script type="module" src="\/(src\/light\/[\w-]+-main\.tsx)">/.exec(
        readFileSync(file, 'utf8'),
      )?.[1]
      expect(script, `${html}'s script`).toBeDefined()
      expect(existsSync(join(webDir, script ?? '')), script).toBe(true)
    }
  })

  it('every HTML file beside the SPA’s index.html is a light page with paths (else nothing serves it)', () => {
    const listed = new Set(LIGHT_PAGES.filter((page) => page.paths.length > 0).map((page) => page.html))
    const built = readdirSync(webDir).filter((name) => name.endsWith('.html') && name !== 'index.html')
    expect(built.sort()).toEqual([...listed].sort())
  })
})

/** What the dev server (vite.config.ts in `npm run dev`) serves for a browser's navigation to `url`. */
async function devServes() {
  const config = (await viteConfig({
    command: 'serve',
    mode: 'development',
    isSsrBuild: false,
  })) as UserConfig
  // A plugin option may be an array of plugins (and so on): the config's are flat, a level or two is enough.
  const plugin = ((config.plugins ?? []) as unknown[])
    .flat(2)
    .find((candidate): candidate is Plugin => (candidate as Plugin)?.name === 'rezervo-dev-light-pages')
  if (!plugin) throw new Error('vite.config.ts has no rezervo-dev-light-pages plugin')
  const middlewares: Connect.NextHandleFunction[] = []
  const server = { middlewares: { use: (handler: Connect.NextHandleFunction) => middlewares.push(handler) } }
  ;(plugin.configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer)
  const proxy = (config.server?.proxy ?? {}) as Record<string, ProxyOptions>
  return (url: string) => {
    const req = { method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } }
    // Vite runs the plugin's middlewares first, then its proxy (a context is a prefix), then the SPA fallback.
    for (const middleware of middlewares) middleware(req as never, {} as never, () => undefined)
    const context = Object.keys(proxy).find((prefix) => req.url.startsWith(prefix))
    if (!context) return req.url
    const bypassed = proxy[context]?.bypass?.(req as never, undefined, proxy[context] as never)
    return typeof bypassed === 'string' ? bypassed : `proxied to the API: ${req.url}`
  }
}

describe('the dev server', () => {
  it('reads the list from a module that imports nothing (vite.config.ts loads it by its file path)', () => {
    const source = readFileSync(join(webDir, '../../packages/shared/src/public-pages/light-pages.ts'), 'utf8')
    expect(source).not.toMatch(/^\s*(?:import|export)\b[^\n]*\bfrom\s/m)
  })

  it('opens every path of every light page as its HTML, with its query', async () => {
    const serves = await devServes()
    for (const { html, paths } of LIGHT_PAGES)
      for (const pattern of paths) {
        expect(serves(samplePath(pattern)), pattern).toBe(`/${html}`)
        expect(serves(`${samplePath(pattern)}?a=1`), pattern).toBe(`/${html}?a=1`)
      }
  })

  it('gives the SPA’s pages the SPA, the proxied account paths too', async () => {
    const serves = await devServes()
    expect(serves('/register')).toBe('/index.html')
    expect(serves('/dashboard/calendar')).toBe('/dashboard/calendar')
    expect(serves('/krasa-a-pece/barbershop/barber-na-rohu')).toBe('/krasa-a-pece/barbershop/barber-na-rohu')
  })
})
