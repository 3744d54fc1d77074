import { describe, expect, it } from 'vitest'
import { customerSearchTerms, customerSearchText } from './customer-search'

describe('customerSearchText', () => {
  it('folds name and email and keeps only the digits of the phone', () => {
    expect(
      customerSearchText({
        firstName: 'Jan',
        surname: 'Šťastný',
        email: 'Jan@Example.cz',
        phone: '+420777123456',
      }),
    ).toBe('jan stastny jan@example.cz 420777123456')
    expect(customerSearchText({ firstName: 'Eva', surname: 'Malá', email: null, phone: null })).toBe(
      'eva mala',
    )
  })
})

describe('customerSearchTerms', () => {
  it.each([
    [undefined, []],
    ['   ', []],
    ['Šťastný', ['stastny']],
    ['jan  ŠŤASTNÝ', ['jan', 'stastny']],
    ['777 123', ['777123']],
    ['+420 777-123', ['420777123']],
    ['jan 777', ['jan', '777']],
  ])('splits %j into %j', (query, terms) => {
    expect(customerSearchTerms(query)).toEqual(terms)
  })
})
