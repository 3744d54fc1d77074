import { describe, expect, it } from 'vitest'
import { withLanguage } from './language-link'

describe("a message's link carries the message's language (issue 37, finding 12)", () => {
  it('adds lang= to a link with or without a query, and replaces one already there', () => {
    expect(withLanguage('https://rezervo.cz/dashboard', 'en')).toBe('https://rezervo.cz/dashboard?lang=en')
    expect(withLanguage('https://rezervo.cz/a/b/c/potvrzeni-rezervace?reservation=7&token=x.y', 'en')).toBe(
      'https://rezervo.cz/a/b/c/potvrzeni-rezervace?reservation=7&token=x.y&lang=en',
    )
    expect(withLanguage('https://rezervo.cz/x?lang=cs#top', 'en')).toBe('https://rezervo.cz/x?lang=en#top')
  })
})
