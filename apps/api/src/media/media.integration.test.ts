import { IMAGE_MAX_BYTES } from '@rezervo/shared/schemas/media'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  branchPayload,
  expectStatus,
  type Owner,
  signUpOwner,
  workerPayload,
} from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'

/** A real 1×1 PNG. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

describe('photo upload and serving', () => {
  const t = useTestApp()
  let owner: Owner
  let stranger: Owner

  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database)
    stranger = await signUpOwner(t.app, t.database, 'Cizí s.r.o.')
  })

  const upload = (who: Owner, body: Buffer, contentType = 'image/png') =>
    who.session.request({
      method: 'POST',
      url: `${owner.base}/media`,
      payload: body,
      headers: { 'content-type': contentType },
    })

  it('stores a photo and serves it publicly by an address that names its bytes', async () => {
    const response = await upload(owner, onePixelPng)
    expect(response.statusCode).toBe(201)
    const { data } = response.json()
    expect(data).toMatchObject({ content_type: 'image/png', byte_size: onePixelPng.length })
    expect(data.url).toMatch(/^\/media\/\d+-[0-9a-f]{16}\.png$/)

    const served = await t.app.inject({ method: 'GET', url: data.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['cache-control']).toContain('immutable')
    expect(served.rawPayload.equals(onePixelPng)).toBe(true)

    // A guessed address with the right id but another digest shows nothing.
    const guessed = data.url.replace(/-[0-9a-f]{16}\./, '-0000000000000000.')
    expect((await t.app.inject({ method: 'GET', url: guessed })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/media/../../etc/passwd' })).statusCode).toBe(404)
  })

  it('uses the uploaded address as a branch or worker photo', async () => {
    const { data } = (await upload(owner, onePixelPng)).json()
    const worker = await expectStatus(owner.session, 'POST', `${owner.base}/workers`, 201, {
      name: 'Petr Holič',
      color: '#2563eb',
      photo_url: data.url,
    })
    expect(worker.data.photo_url).toBe(data.url)
    const bad = await owner.session.post(`${owner.base}/workers`, {
      name: 'Petr Holič',
      color: '#2563eb',
      photo_url: '/etc/passwd',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.photo_url).toBeDefined()
  })

  it('refuses what is not a JPEG, PNG or WebP, whatever its label says', async () => {
    const svg = await upload(owner, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')
    expect(svg.statusCode).toBe(422)
    expect(svg.json().errors.file).toEqual(['The file must be a JPEG, PNG or WebP image.'])
    const disguised = await upload(owner, Buffer.from('GIF89a....'), 'image/png')
    expect(disguised.statusCode).toBe(422)
  })

  it('refuses a photo over the limit with a field error', async () => {
    const large = Buffer.concat([onePixelPng, Buffer.alloc(IMAGE_MAX_BYTES)])
    const response = await upload(owner, large)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file).toEqual(['The file may be at most 5 MB.'])
  })

  it('keeps another company out', async () => {
    const response = await upload(stranger, onePixelPng)
    expect(response.statusCode).toBe(404)
  })

  it('deletes, a day later, photos that were replaced or never saved, and keeps the ones in use', async () => {
    const stored = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode
    const uploadedUrl = async () => (await upload(owner, onePixelPng)).json().data.url as string
    const first = await uploadedUrl()
    const replacement = await uploadedUrl()
    const neverSaved = await uploadedUrl()
    const branchPhoto = await uploadedUrl()
    const carouselPhoto = await uploadedUrl()
    const worker = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/workers`,
      201,
      workerPayload({ photo_url: first }),
    )
    await expectStatus(
      owner.session,
      'PUT',
      `${owner.base}/workers/${worker.data.id}`,
      200,
      workerPayload({ photo_url: replacement }),
    )
    await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      201,
      branchPayload({ photo_url: branchPhoto, gallery_urls: [carouselPhoto], slug: 'foto-pobocka' }),
    )

    // Within the day nothing goes: the form that uploaded a photo may still be open.
    await t.app.outboxWorker.runOnce()
    expect(await stored(first)).toBe(200)
    expect(await stored(neverSaved)).toBe(200)

    t.clock.advance(25 * 60 * 60 * 1000)
    // Sessions end after two idle hours, so the next upload comes from an owner who signs up now.
    const late = await signUpOwner(t.app, t.database, 'Pozdní s.r.o.')
    const freshUpload = await late.session.request({
      method: 'POST',
      url: `${late.base}/media`,
      payload: onePixelPng,
      headers: { 'content-type': 'image/png' },
    })
    const fresh = freshUpload.json().data.url as string
    await t.app.outboxWorker.runOnce()
    expect(await stored(first)).toBe(404)
    expect(await stored(neverSaved)).toBe(404)
    expect(await stored(replacement)).toBe(200)
    expect(await stored(branchPhoto)).toBe(200)
    expect(await stored(carouselPhoto)).toBe(200)
    expect(await stored(fresh)).toBe(200)
  })
})
