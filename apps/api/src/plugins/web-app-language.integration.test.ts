import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCALE_COOKIE } from '@rezervo/shared/constants'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'

/** A built web app: just its index.html, in Czech as Vite writes it. */
const webDist = mkdtempSync(join(tmpdir(), 'rezervo-web-lang-'))
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="cs">\n<head><title>Rezervo</title></head><body><div id="root"></div></body></html>',
)

describe("the SPA's index.html in the page's language (issue 18)", () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: webDist } })
  const visit = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    })

  it('answers ?lang=en on a first visit with <html lang="en"> and remembers it in the cookie', async () => {
    const english = await visit('/login?lang=en')
    expect(english.statusCode).toBe(200)
    expect(english.headers['content-type']).toContain('text/html')
    expect(english.body).toContain('<html lang="en">')
    expect(english.cookies.find((cookie) => cookie.name === LOCALE_COOKIE)).toMatchObject({
      value: 'en',
      path: '/',
      sameSite: 'Lax',
    })
  })

  it('keeps the remembered choice, is Czech without one, and ignores a language it does not speak', async () => {
    expect((await visit('/dashboard', `${LOCALE_COOKIE}=en`)).body).toContain('<html lang="en">')
    expect((await visit('/dashboard')).body).toContain('<html lang="cs">')
    const unknown = await visit('/?lang=de', `${LOCALE_COOKIE}=xx`)
    expect(unknown.body).toContain('<html lang="cs">')
    expect(unknown.cookies).toEqual([])
    // Accept-Language does not choose a page: Czech stays the default (spec §9).
    const browserEnglish = await t.app.inject({
      method: 'GET',
      url: '/category',
      headers: { accept: 'text/html', 'accept-language': 'en-US' },
    })
    expect(browserEnglish.body).toContain('<html lang="cs">')
  })
})
