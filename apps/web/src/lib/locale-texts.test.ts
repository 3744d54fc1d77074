import { describe, expect, it } from 'vitest'
import { changeLocale, currentLocale, i18n, registerTexts } from './i18n'
import { localeTexts } from './locale-texts'

describe('texts whose English loads on demand', () => {
  it('loads nothing in Czech, and a language switch waits for the English before it changes the language', async () => {
    await changeLocale('cs')
    registerTexts('demo', { cs: { title: 'Kalendář' } })
    const asked: string[] = []
    let arrive = () => {}
    const load = localeTexts(async (locale) => {
      asked.push(locale)
      await new Promise<void>((resolve) => {
        arrive = resolve
      })
      return { demo: { title: 'Calendar' } }
    })

    await load()
    expect(asked).toEqual([])

    const switching = changeLocale('en')
    await Promise.resolve()
    // Still Czech while the English texts travel: no frame shows the Czech fallback under an English page.
    expect(currentLocale()).toBe('cs')
    expect(i18n.t('demo:title')).toBe('Kalendář')
    arrive()
    await switching
    expect(currentLocale()).toBe('en')
    expect(i18n.t('demo:title')).toBe('Calendar')
    expect(asked).toEqual(['en'])
    await changeLocale('cs')
  })

  it('keeps the language when the English texts cannot load (offline)', async () => {
    await changeLocale('cs')
    const load = localeTexts(() => Promise.reject(new Error('offline')))
    await load()
    await expect(changeLocale('en')).rejects.toThrow('offline')
    expect(currentLocale()).toBe('cs')
  })
})
