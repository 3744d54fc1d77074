import { auth } from '@rezervo/shared/i18n/auth'
import { booking } from '@rezervo/shared/i18n/booking'
import { devMailbox } from '@rezervo/shared/i18n/dev-mailbox'
import { i18nResources } from '@rezervo/shared/i18n/index'
import { notifications } from '@rezervo/shared/i18n/notifications'
import { describe, expect, it } from 'vitest'
import { i18n, registerTexts } from './i18n'

registerTexts('devMailbox', devMailbox)
registerTexts('auth', auth)
registerTexts('notifications', notifications)

/** One text with a count, in one language. */
const text = (ns: string, key: string) => (lng: string, count: number) => i18n.t(key, { ns, lng, count })
const messages = text('devMailbox', 'count')
const validity = text('auth', 'verificationSent.validity')
const reminderHours = text('notifications', 'settings.offsetHours')

describe('i18n plurals through i18next (spec §9)', () => {
  it.each([
    [
      'Czech has four forms and a zero: 0, 1, 2 to 4, other',
      messages,
      'cs',
      [0, 1, 2, 3, 4, 5, 11, 22],
      ['Žádné zprávy', '1 zpráva', '2 zprávy', '3 zprávy', '4 zprávy', '5 zpráv', '11 zpráv', '22 zpráv'],
    ],
    [
      'English has a zero, one and other',
      messages,
      'en',
      [0, 1, 2, 5],
      ['No messages', '1 message', '2 messages', '5 messages'],
    ],
    [
      'a text without a zero form, in Czech: one, few, other',
      validity,
      'cs',
      [1, 2, 5],
      ['Odkaz platí 1 hodinu.', 'Odkaz platí 2 hodiny.', 'Odkaz platí 5 hodin.'],
    ],
    [
      'a text without a zero form uses the regular form for 0',
      validity,
      'en',
      [1, 0],
      ['The link is valid for 1 hour.', 'The link is valid for 0 hours.'],
    ],
    ['the count is written the Czech way: grouped thousands', messages, 'cs', [1250], ['1\u00a0250 zpráv']],
    ['the count is written the English way', messages, 'en', [1250], ['1,250 messages']],
    // A reminder can be set to 90 minutes before through the API: a fraction takes the Czech many form.
    [
      'a fraction takes the Czech many form, with a decimal comma',
      reminderHours,
      'cs',
      [1.5, 0.5, 2, 6],
      ['1,5 hodiny předem', '0,5 hodiny předem', '2 hodiny předem', '6 hodin předem'],
    ],
    ['a fraction in English', reminderHours, 'en', [1.5], ['1.5 hours before']],
  ] as const)('%s', (_, write, lng, counts, expected) => {
    expect(counts.map((count) => write(lng, count))).toEqual(expected)
  })

  it('every Czech plural text has all four forms (one, few, many, other) and every text exists in both languages', () => {
    const keys = (texts: object, prefix = ''): string[] =>
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value === 'object' && !Array.isArray(value)
          ? keys(value, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      )
    const catalogues = { ...i18nResources.cs, booking: booking.cs }
    const english: Record<string, object> = { ...i18nResources.en, booking: booking.en }
    for (const [namespace, czech] of Object.entries(catalogues)) {
      const cs = keys(czech)
      const en = keys(english[namespace] ?? {})
      for (const key of cs.filter((k) => k.endsWith('_one'))) {
        for (const form of ['_few', '_many', '_other'])
          expect(cs, `${namespace}:${key}`).toContain(key.replace('_one', form))
      }
      const base = (list: string[]) => new Set(list.map((k) => k.replace(/_(zero|one|few|many|other)$/, '')))
      expect(base(cs), namespace).toEqual(base(en))
    }
  })
})
