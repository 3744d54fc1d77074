import { describe, expect, it } from 'vitest'
import { buildSpayd } from './spayd'

const IBAN = 'CZ6508000000192000145399'

describe('buildSpayd', () => {
  it('builds the minimal payload', () => {
    expect(buildSpayd({ iban: IBAN, amountCzk: 450, variableSymbol: '123' })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:450.00*CC:CZK*X-VS:123',
    )
  })

  it('adds the message and recipient name', () => {
    expect(
      buildSpayd({
        iban: IBAN,
        amountCzk: 450,
        variableSymbol: '2026001',
        message: 'Rezervace 24. 11.',
        recipientName: 'Barber na rohu',
      }),
    ).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:450.00*CC:CZK*X-VS:2026001*MSG:Rezervace 24. 11.*RN:Barber na rohu',
    )
  })

  it('normalises the IBAN', () => {
    expect(
      buildSpayd({ iban: 'cz65 0800 0000 1920 0014 5399', amountCzk: 1, variableSymbol: '1' }),
    ).toContain('*ACC:CZ6508000000192000145399*')
  })

  it.each([
    [450, '450.00'],
    [99.5, '99.50'],
    [1250.456, '1250.46'],
    [0.01, '0.01'],
    [9_999_999.99, '9999999.99'],
  ])('writes the amount %d as %j', (amountCzk, written) => {
    expect(buildSpayd({ iban: IBAN, amountCzk, variableSymbol: '1' })).toContain(`*AM:${written}*`)
  })

  it('strips diacritics and asterisks from the message and keeps it on one line', () => {
    const payload = buildSpayd({
      iban: IBAN,
      amountCzk: 450,
      variableSymbol: '1',
      message: '  Pánský střih **VIP**\nŠťastný  ',
    })
    expect(payload.endsWith('*MSG:Pansky strih VIP Stastny')).toBe(true)
  })

  it('shortens the message to 60 characters and the recipient name to 35', () => {
    const payload = buildSpayd({
      iban: IBAN,
      amountCzk: 450,
      variableSymbol: '1',
      message: 'ž'.repeat(100),
      recipientName: 'Ř'.repeat(100),
    })
    expect(payload).toContain(`*MSG:${'z'.repeat(60)}*`)
    expect(payload.endsWith(`*RN:${'R'.repeat(35)}`)).toBe(true)
  })

  it('omits a message that is empty after cleaning', () => {
    expect(buildSpayd({ iban: IBAN, amountCzk: 450, variableSymbol: '1', message: ' ** ' })).not.toContain(
      'MSG',
    )
  })

  it('keeps exactly one field separator between fields', () => {
    const payload = buildSpayd({
      iban: IBAN,
      amountCzk: 450,
      variableSymbol: '1',
      message: 'a*b',
      recipientName: '*',
    })
    expect(payload.split('*')).toEqual([
      'SPD',
      '1.0',
      `ACC:${IBAN}`,
      'AM:450.00',
      'CC:CZK',
      'X-VS:1',
      'MSG:ab',
    ])
  })

  it('rejects an invalid IBAN', () => {
    expect(() =>
      buildSpayd({ iban: 'CZ6508000000192000145398', amountCzk: 450, variableSymbol: '1' }),
    ).toThrow(RangeError)
  })

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 10_000_000])('rejects the amount %d', (amountCzk) => {
    expect(() => buildSpayd({ iban: IBAN, amountCzk, variableSymbol: '1' })).toThrow(RangeError)
  })

  it.each(['', '12345678901', '12a', ' 123', '-1', '1.5'])(
    'rejects the variable symbol %j',
    (variableSymbol) => {
      expect(() => buildSpayd({ iban: IBAN, amountCzk: 450, variableSymbol })).toThrow(RangeError)
    },
  )

  it('accepts a 10-digit variable symbol with leading zeros', () => {
    expect(buildSpayd({ iban: IBAN, amountCzk: 450, variableSymbol: '0000012345' })).toContain(
      '*X-VS:0000012345',
    )
  })
})
