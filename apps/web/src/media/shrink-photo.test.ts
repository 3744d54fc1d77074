import { describe, expect, it } from 'vitest'
import { fitWithin, PHOTO_MAX_EDGE, shrunkType } from './shrink-photo'

describe('fitWithin', () => {
  it('scales a landscape phone photo so its longest edge is the limit', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, PHOTO_MAX_EDGE)).toEqual({ width: 1600, height: 1200 })
  })

  it('scales a portrait photo by its height', () => {
    expect(fitWithin({ width: 3024, height: 4032 }, 1600)).toEqual({ width: 1200, height: 1600 })
  })

  it('never enlarges a small picture', () => {
    expect(fitWithin({ width: 640, height: 480 }, 1600)).toEqual({ width: 640, height: 480 })
  })

  it('keeps at least one pixel on a very thin picture', () => {
    expect(fitWithin({ width: 10000, height: 2 }, 1600)).toEqual({ width: 1600, height: 1 })
  })
})

describe('shrunkType', () => {
  it('keeps JPEG and turns formats that may hold transparency into WebP', () => {
    expect(shrunkType('image/jpeg')).toBe('image/jpeg')
    expect(shrunkType('image/png')).toBe('image/webp')
    expect(shrunkType('image/webp')).toBe('image/webp')
  })
})
