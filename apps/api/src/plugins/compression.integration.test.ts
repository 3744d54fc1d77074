import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'
import { COMPRESSIBLE } from './compression'
import { IMMUTABLE_CACHE } from './web-app'

/** A built web app: an index.html over 1 KB and one hashed script with the build's .br and .gz beside it. */
const webDist = mkdtempSync(join(tmpdir(), 'rezervo-web-'))
const indexHtml = `<!doctype html><html lang="cs"><head><title>Rezervo</title>
<script type="module" crossorigin src="/assets/index-a1b2c3.js"></script>
<!-- ${'the app shell '.repeat(100)} --></head><body><div id="root"></div></body></html>`
const script = `console.log(${JSON.stringify('the app '.repeat(500))})`
writeFileSync(join(webDist, 'index.html'), indexHtml)
mkdirSync(join(webDist, 'assets'))
writeFileSync(join(webDist, 'assets/index-a1b2c3.js'), script)
const scriptBr = brotliCompressSync(script)
writeFileSync(join(webDist, 'assets/index-a1b2c3.js.br'), scriptBr)
writeFileSync(join(webDist, 'assets/index-a1b2c3.js.gz'), gzipSync(script))
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
/** A stand-in for the server bundle of the branch page, with a page well over 1 KB. */
const webSsr = join(webDist, 'ssr')
mkdirSync(webSsr)
writeFileSync(
  join(webSsr, 'render-branch-page.js'),
  `export const renderBranchPage = ({ branch }) => ({
  head: '<title>' + branch.name + '</title>',
  body: '<h1>' + branch.name + '</h1>' + '<p>Pánský střih 450 Kč</p>'.repeat(100),
})`,
)

describe('compressed answers', () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: webDist, WEB_SSR_DIR: webSsr } })
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })

  it('sends a JSON answer over 1 KB with brotli, or gzip to a client that only takes gzip', async () => {
    const fixture = await createBookingFixture(t.database)
    const url = `/api/v1/branches/slug/${fixture.slug}`
    const plain = await get(url, {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)

    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.statusCode).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary?.toString().toLowerCase()).toContain('accept-encoding')
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json())

    const gzip = await get(url, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json())
  })

  it('leaves answers under 1 KB alone', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' })
    expect(health.statusCode).toBe(200)
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json()).toMatchObject({ status: 'ok' })
  })

  it('compresses the app page that the server falls back to', async () => {
    const page = await get('/category?strana=2', { accept: 'text/html', 'accept-encoding': 'br' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml)
  })

  it('compresses the server-rendered branch page, which varies by cookie as well', async () => {
    const fixture = await createBookingFixture(t.database)
    const page = await get(`/krasa-a-pece/barbershop/${fixture.slug}`, {
      accept: 'text/html',
      'accept-encoding': 'gzip',
    })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('gzip')
    const vary = page.headers.vary?.toString().toLowerCase() ?? ''
    expect(vary).toContain('cookie')
    expect(vary).toContain('accept-encoding')
    const html = gunzipSync(page.rawPayload).toString()
    expect(html).toContain('<p>Pánský střih 450 Kč</p>')
    expect(html).not.toContain('<script')
  })

  it('sends a hashed asset as the build compressed it, cached for good', async () => {
    const brotli = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip, br' })
    expect(brotli.statusCode).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toContain('javascript')
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE_CACHE)
    expect(brotli.headers.vary?.toString().toLowerCase()).toContain('accept-encoding')
    expect(brotli.rawPayload.equals(scriptBr)).toBe(true)

    const gzip = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script)

    const plain = await get('/assets/index-a1b2c3.js', {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('keeps files outside assets/ revalidated', async () => {
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' })
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['cache-control']).toBe('no-cache')
  })

  it('answers /robots.txt with a robots file, not the app', async () => {
    const robots = await get('/robots.txt', { accept: 'text/html,*/*' })
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(robots.body).toMatch(/^User-agent: \*$/m)
    expect(robots.body).toMatch(/^Disallow: \/dashboard$/m)
    expect(robots.body).not.toContain('<html')
  })

  it('still answers unknown API paths with a JSON 404', async () => {
    const api = await get('/api/v1/nothing/here', { accept: 'text/html' })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toHaveProperty('message')
    const post = await t.app.inject({ method: 'POST', url: '/somewhere', headers: { accept: 'text/html' } })
    expect(post.statusCode).toBe(404)
  })
})

describe('what counts as compressible text', () => {
  it('takes HTML, JSON, CSV, ICS, JavaScript, CSS and SVG, and no binary or event stream', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/csv; charset=utf-8',
      'text/calendar; charset=utf-8',
      'text/javascript; charset=utf-8',
      'application/javascript',
      'text/css',
      'image/svg+xml',
    ])
      expect(COMPRESSIBLE.test(type), type).toBe(true)
    for (const type of ['image/jpeg', 'application/octet-stream', 'text/event-stream', 'image/webp'])
      expect(COMPRESSIBLE.test(type), type).toBe(false)
  })
})
