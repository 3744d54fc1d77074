import { describe, expect, it } from 'vitest'
import { randomAlphanumeric, secretsEqual, sha256Hex } from './random-token'

describe('randomAlphanumeric', () => {
  it('gives exactly the asked number of letters and digits', () => {
    for (const length of [1, 40, 64, 200])
      expect(randomAlphanumeric(length)).toMatch(new RegExp(`^[A-Za-z0-9]{${length}}$`))
  })

  it('does not repeat itself and uses the whole alphabet', () => {
    const tokens = Array.from({ length: 200 }, () => randomAlphanumeric(40))
    expect(new Set(tokens).size).toBe(200)
    expect(new Set(tokens.join('')).size).toBe(62)
  })
})

describe('sha256Hex', () => {
  it('is the SHA-256 digest in hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

describe('secretsEqual', () => {
  it('is true only for identical secrets, whatever their lengths', () => {
    expect(secretsEqual('token', 'token')).toBe(true)
    expect(secretsEqual('token', 'tokeN')).toBe(false)
    expect(secretsEqual('token', 'token-longer')).toBe(false)
    expect(secretsEqual('', 'x')).toBe(false)
  })
})
