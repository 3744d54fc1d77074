import { billing } from '@rezervo/shared/i18n/billing'
import { describe, expect, it } from 'vitest'
import { i18n, registerTexts } from '../lib/i18n'
import { trialDaysLeft } from './trial-notice'

describe('the trial’s days left', () => {
  registerTexts('billing', billing)
  const cs = i18n.getFixedT('cs', 'billing')
  const en = i18n.getFixedT('en', 'billing')

  it('counts a started day as a whole one, and nothing outside a trial', () => {
    const now = new Date('2026-11-25T10:00:00Z')
    expect(trialDaysLeft({ trial_ends_at: '2026-12-07T08:00:00.000Z' }, now)).toBe(12)
    expect(trialDaysLeft({ trial_ends_at: '2026-12-07T11:00:00.000Z' }, now)).toBe(13)
    expect(trialDaysLeft({ trial_ends_at: '2026-11-25T09:00:00.000Z' }, now)).toBe(0)
    expect(trialDaysLeft({ trial_ends_at: null }, now)).toBeNull()
  })

  it('says it in Czech with the right plural, and in English', () => {
    expect(cs('current.trialLeft', { count: 12 })).toBe('Zkušební verze: zbývá 12 dní')
    expect(cs('current.trialLeft', { count: 3 })).toBe('Zkušební verze: zbývají 3 dny')
    expect(cs('current.trialLeft', { count: 1 })).toBe('Zkušební verze: zbývá 1 den')
    expect(en('current.trialLeft', { count: 1 })).toBe('Trial: 1 day left')
    expect(en('current.trialLeft', { count: 12 })).toBe('Trial: 12 days left')
  })
})
