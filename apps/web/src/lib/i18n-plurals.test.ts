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

const count = (lng: string, n: number) => i18n.t('count', { ns: 'devMailbox', lng, count: n })

describe('i18n plurals through i18next (spec §9)', () => {
  it('Czech has four forms: 0, 1, 2 to 4, other', () => {
    expect(count('cs', 0)).toBe('Žádné zprávy')
    expect(count('cs', 1)).toBe('1 zpráva')
    expect(count('cs', 2)).toBe('2 zprávy')
    expect(count('cs', 3)).toBe('3 zprávy')
    expect(count('cs', 4)).toBe('4 zprávy')
    expect(count('cs', 5)).toBe('5 zpráv')
    expect(count('cs', 11)).toBe('11 zpráv')
    expect(count('cs', 22)).toBe('22 zpráv')
  })

  it('English has three forms: 0, 1, other', () => {
    expect(count('en', 0)).toBe('No messages')
    expect(count('en', 1)).toBe('1 message')
    expect(count('en', 2)).toBe('2 messages')
    expect(count('en', 5)).toBe('5 messages')
  })

  it('a text without a zero form uses the regular form for 0', () => {
    const validity = (lng: string, n: number) =>
      i18n.t('verificationSent.validity', { ns: 'auth', lng, count: n })
    expect(validity('cs', 1)).toBe('Odkaz platí 1 hodinu.')
    expect(validity('cs', 2)).toBe('Odkaz platí 2 hodiny.')
    expect(validity('cs', 5)).toBe('Odkaz platí 5 hodin.')
    expect(validity('en', 1)).toBe('The link is valid for 1 hour.')
    expect(validity('en', 0)).toBe('The link is valid for 0 hours.')
  })

  it('writes the count the way the language does: decimal comma and grouped thousands in Czech', () => {
    expect(count('cs', 1250)).toBe('1\u00a0250 zpráv')
    expect(count('en', 1250)).toBe('1,250 messages')
  })

  it('a fraction takes the Czech many form (a reminder set to 90 minutes before through the API)', () => {
    const hours = (lng: string, n: number) =>
      i18n.t('settings.offsetHours', { ns: 'notifications', lng, count: n })
    expect(hours('cs', 1.5)).toBe('1,5 hodiny předem')
    expect(hours('cs', 0.5)).toBe('0,5 hodiny předem')
    expect(hours('cs', 2)).toBe('2 hodiny předem')
    expect(hours('cs', 6)).toBe('6 hodin předem')
    expect(hours('en', 1.5)).toBe('1.5 hours before')
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
