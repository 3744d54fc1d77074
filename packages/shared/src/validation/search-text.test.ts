import { describe, expect, it } from 'vitest'
import { digitsOnly, foldForSearch } from './search-text'

describe('foldForSearch', () => {
  it.each([
    ['Šťastný', 'stastny'],
    ['  Jana   Nováková\t', 'jana novakova'],
    ['ŘEZNÍČEK\nŮlehla', 'reznicek ulehla'],
    ['Barber 24/7', 'barber 24/7'],
    ['', ''],
  ])('folds %j to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded)
  })

  it('makes accented and plain spellings equal', () => {
    expect(foldForSearch('Dvořák')).toBe(foldForSearch('DVORAK'))
  })
})

describe('digitsOnly', () => {
  it('drops everything but digits', () => {
    expect(digitsOnly('+420 777-123/456')).toBe('420777123456')
    expect(digitsOnly('abc')).toBe('')
  })
})
