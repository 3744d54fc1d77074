import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { answerEncoding, cachedAnswer } from './cached-answer'

describe('the encoding of a kept answer', () => {
  it('takes what the client weighs highest, brotli on a tie, and nothing the client refuses', () => {
    expect(answerEncoding(undefined)).toBe('identity')
    expect(answerEncoding('')).toBe('identity')
    expect(answerEncoding('gzip, deflate, br')).toBe('br')
    expect(answerEncoding('gzip')).toBe('gzip')
    expect(answerEncoding('x-gzip')).toBe('gzip')
    expect(answerEncoding('GZIP;q=1, br;q=0.5')).toBe('gzip')
    expect(answerEncoding('br;q=0, gzip')).toBe('gzip')
    expect(answerEncoding('br;q=0, gzip;q=0')).toBe('identity')
    expect(answerEncoding('deflate')).toBe('identity')
    expect(answerEncoding('identity')).toBe('identity')
    expect(answerEncoding('*')).toBe('br')
    expect(answerEncoding('*;q=0.5, br;q=0')).toBe('gzip')
    expect(answerEncoding('gzip;q=nonsense')).toBe('identity')
  })

  it('keeps each compressed form once and decodes it to the body', () => {
    const body = JSON.stringify({ name: 'Barber na rohu', text: 'Pánský střih '.repeat(200) })
    const answer = cachedAnswer(body, '/krasa-a-pece/barbershop/barber-na-rohu')
    expect(answer.meta).toBe('/krasa-a-pece/barbershop/barber-na-rohu')
    expect(answer.bytes('identity').toString()).toBe(body)
    expect(brotliDecompressSync(answer.bytes('br')).toString()).toBe(body)
    expect(gunzipSync(answer.bytes('gzip')).toString()).toBe(body)
    expect(answer.bytes('br')).toBe(answer.bytes('br'))
    expect(answer.etag).toBe(cachedAnswer(body).etag)
    expect(answer.etag).not.toBe(cachedAnswer(`${body} `).etag)
  })
})
