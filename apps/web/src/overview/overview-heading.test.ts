import { reports } from '@rezervo/shared/i18n/reports'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { figuresDateLine, greetedName } from './overview-heading'

async function reportsTexts(locale: 'cs' | 'en') {
  const texts = i18next.createInstance()
  await texts.init({
    lng: locale,
    resources: { cs: { reports: reports.cs }, en: { reports: reports.en } },
    defaultNS: 'reports',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  })
  return texts.t
}

describe("the overview's Czech (issue 37, finding 21)", () => {
  it('says "Údaje za sobotu", the weekday in the accusative its sentence needs', async () => {
    expect(figuresDateLine(await reportsTexts('cs'), '2026-12-05', 'cs')).toBe('Údaje za sobotu 5. 12. 2026')
    expect(figuresDateLine(await reportsTexts('cs'), '2026-12-02', 'cs')).toBe('Údaje za středu 2. 12. 2026')
    expect(figuresDateLine(await reportsTexts('en'), '2026-12-05', 'en')).toMatch(/^Figures for Saturday, /)
  })

  it('greets the first name in the vocative, as the emails do', () => {
    expect(greetedName('Jana', 'cs')).toBe('Jano')
    expect(greetedName('Petr', 'cs')).toBe('Petře')
    expect(greetedName('Jana', 'en')).toBe('Jana')
  })
})
