import { describe, expect, it } from 'vitest'
import { validationMessage } from '../error-texts/validation'
import { emailField, freeText, optionalText, requiredText } from './fields'
import { instant, isoDate, MAX_RECORD_ID, MAX_YEAR, MIN_YEAR, queryRecordId, recordId } from './form-fields'

/** The keys of the issues a schema gives for a value, or [] when it accepts it. */
function refusal(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value)
  if (result.success) return []
  return (result.error as { issues: { message: string }[] }).issues.map((issue) => issue.message)
}

describe('the shared input fields (issue 15: no bad input reaches the database)', () => {
  it.each([
    ['2026-11-23', []],
    ['2028-02-29', []],
    ['2026-02-30', ['date']],
    ['2026-13-01', ['date']],
    ['2026-1-1', ['date']],
    ['abc', ['date']],
    ['0000-01-01', ['date']],
    ['1899-12-31', ['dateRange']],
    ['3000-01-01', ['dateRange']],
    [20261123, ['date']],
  ])('isoDate %s → %j', (value, keys) => {
    expect(refusal(isoDate(), value)).toEqual(keys)
  })

  it.each([
    ['2026-11-23T09:00:00+01:00', []],
    ['2026-11-23T08:00:00.000Z', []],
    ['1900-01-01T00:00:00Z', []],
    ['2999-12-31T23:59:59Z', []],
    ['0000-01-01T10:00:00Z', ['dateRange']],
    ['1899-12-31T23:59:59Z', ['dateRange']],
    ['+099999-01-01T10:00:00Z', ['date']],
    ['2026-02-30T10:00:00Z', ['date']],
    ['2026-11-23T09:00', ['date']],
    ['abc', ['date']],
    [{}, ['date']],
  ])('instant %s → %j', (value, keys) => {
    expect(refusal(instant(), value)).toEqual(keys)
  })

  it('takes a wall time without an offset only when asked to', () => {
    expect(refusal(instant({ local: true }), '2026-12-24T08:00')).toEqual([])
    expect(refusal(instant({ local: true }), '0000-12-24T08:00')).toEqual(['dateRange'])
  })

  it.each([
    [1, []],
    [MAX_RECORD_ID, []],
    [MAX_RECORD_ID + 1, ['exists']],
    [0, ['exists']],
    [-1, ['exists']],
    [1.5, ['exists']],
    [Number.POSITIVE_INFINITY, ['numeric']],
    ['3', ['numeric']],
  ])('recordId %s → %j', (value, keys) => {
    expect(refusal(recordId(), value)).toEqual(keys)
  })

  it.each([
    ['3', []],
    ['2147483647', []],
    ['2147483648', ['exists']],
    ['-1', ['exists']],
    ['1e309', ['numeric']],
    ['abc', ['numeric']],
  ])('queryRecordId %s → %j', (value, keys) => {
    expect(refusal(queryRecordId(), value)).toEqual(keys)
  })

  it.each([
    ['a note 👍', []],
    ['a note \ud83d', ['characters']],
    ['\udc00', ['characters']],
    ['a\u0000b', ['characters']],
  ])('free text %j → %j', (value, keys) => {
    expect(refusal(freeText(), value)).toEqual(keys)
    expect(refusal(optionalText(), value)).toEqual(keys)
    expect(refusal(requiredText(), value)).toEqual(keys)
  })

  it('explains both refusals in Czech and English, with the years the fields accept', () => {
    expect(validationMessage('characters', 'cs')).toBe(
      'Text obsahuje znak, který nelze uložit (poškozený emotikon nebo symbol). Napište ho prosím znovu.',
    )
    expect(validationMessage('characters', 'en')).toContain('cannot be saved')
    for (const locale of ['cs', 'en'] as const) {
      expect(validationMessage('dateRange', locale)).toContain(String(MIN_YEAR))
      expect(validationMessage('dateRange', locale)).toContain(String(MAX_YEAR))
    }
  })
})

describe('an email address with an internationalised domain (issue 37, finding 22)', () => {
  it('is accepted and kept as typed, in Unicode; a broken one is still refused', () => {
    expect(emailField().parse(' Jana@Strihárna.cz ')).toBe('jana@strihárna.cz')
    expect(emailField().parse('jana@xn--strihrna-4za.cz')).toBe('jana@xn--strihrna-4za.cz')
    for (const wrong of ['jana@strihárna', 'a@b', 'jana@stri hárna.cz', 'jana@@strihárna.cz', 'jana'])
      expect(emailField().safeParse(wrong).success, wrong).toBe(false)
  })
})
