import { describe, expect, it } from 'vitest'
import { isValidIban, normalizeIban, printCzechAccount, printIban } from './iban'

describe('normalizeIban', () => {
  it('removes spaces and upper-cases', () => {
    expect(normalizeIban(' cz65 0800 0000 1920 0014 5399 ')).toBe('CZ6508000000192000145399')
  })
})

describe('isValidIban', () => {
  it.each([
    'CZ6508000000192000145399',
    'CZ65 0800 0000 1920 0014 5399',
    'cz6508000000192000145399',
    'CZ3301000000000002970297',
    'SK3112000000198742637541',
    'DE89370400440532013000',
    'GB82WEST12345698765432',
    'AT611904300234573201',
  ])('accepts %j', (iban) => {
    expect(isValidIban(iban)).toBe(true)
  })

  it.each([
    '',
    'CZ6508000000192000145398', // last digit changed
    'CZ6608000000192000145399', // check digits changed
    'CZ6508000000129000145399', // two digits swapped
    'CZ650800000019200014539', // too short for CZ
    'CZ65080000001920001453990',
    '6508000000192000145399',
    'CZ65-0800-0000-1920-0014-5399',
    'CZ65080000001920001453Ř9',
  ])('rejects %j', (iban) => {
    expect(isValidIban(iban)).toBe(false)
  })
})

describe('printed forms of an IBAN', () => {
  it('groups the IBAN in fours, as paper and bank apps print it', () => {
    expect(printIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399')
    expect(printIban('cz65 0800 0000 1920 0014 5399')).toBe('CZ65 0800 0000 1920 0014 5399')
    expect(printIban('AT611904300234573201')).toBe('AT61 1904 3002 3457 3201')
  })

  it('derives the Czech account number from a CZ IBAN only', () => {
    expect(printCzechAccount('CZ6508000000192000145399')).toBe('19-2000145399/0800')
    expect(printCzechAccount('CZ55 0800 0000 0001 2345 6789')).toBe('123456789/0800')
    expect(printCzechAccount('AT611904300234573201')).toBeNull()
  })
})
