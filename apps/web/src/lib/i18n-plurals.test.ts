import { auth } from '@rezervo/shared/i18n/auth'
import { devMailbox } from '@rezervo/shared/i18n/dev-mailbox'
import { describe, expect, it } from 'vitest'
import { i18n, registerTexts } from './i18n'

registerTexts('devMailbox', devMailbox)
registerTexts('auth', auth)

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

  it('every Czech plural text has its few form and every text exists in both languages', () => {
    const keys = (texts: object, prefix = ''): string[] =>
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value === 'object' && !Array.isArray(value)
          ? keys(value, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      )
    for (const texts of [auth, devMailbox]) {
      const cs = keys(texts.cs)
      const en = keys(texts.en)
      for (const key of cs.filter((k) => k.endsWith('_one')))
        expect(cs).toContain(key.replace('_one', '_few'))
      const base = (list: string[]) => new Set(list.map((k) => k.replace(/_(zero|one|few|other)$/, '')))
      expect(base(cs)).toEqual(base(en))
    }
  })
})
