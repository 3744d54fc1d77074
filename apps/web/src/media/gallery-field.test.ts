import { describe, expect, it } from 'vitest'
import { movedInList } from './gallery-field'

describe('movedInList', () => {
  it('swaps a photo with its neighbour, and leaves the ends where they are', () => {
    expect(movedInList(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(movedInList(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(movedInList(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(movedInList(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })
})
