import { authActionFallbacks, httpErrorTexts } from '@rezervo/shared/error-texts/errors'
import { describe, expect, it } from 'vitest'
import { apiErrorText, placeErrors } from './api-error-text'
import { ApiError, NetworkError } from './api-errors'

const withErrors = (status: number) =>
  new ApiError(status, 'The given data was invalid.', {
    email: ['Bad email.'],
    phone: ['Bad phone.', 'Bad email.'],
  })

describe('apiErrorText (spec §8)', () => {
  it.each([400, 401, 422])('%i shows the errors of the response', (status) => {
    expect(apiErrorText(withErrors(status), 'login', 'cs')).toBe('Bad email. Bad phone.')
  })

  it.each([
    [400, 'Špatná žádost.', 'Bad request.'],
    [401, 'Neautorizovaný přístup.', 'Unauthorized access.'],
    [422, 'Neplatná data formuláře.', 'Invalid form data.'],
  ])('%i without errors shows the catalogue text', (status, cs, en) => {
    expect(apiErrorText(new ApiError(status, 'Unauthenticated.'), 'loadUser', 'cs')).toBe(cs)
    expect(apiErrorText(new ApiError(status, 'Unauthenticated.'), 'loadUser', 'en')).toBe(en)
  })

  it.each([
    [403, 'Nemáte oprávnění k této akci.'],
    [404, 'Požadovaný zdroj nebyl nalezen.'],
    [500, 'Chyba serveru. Zkuste to později.'],
  ])('%i shows the Czech catalogue text whatever the response says', (status, text) => {
    expect(apiErrorText(withErrors(status), 'register', 'cs')).toBe(text)
  })

  it('shows the English texts in English', () => {
    expect(apiErrorText(new ApiError(403, ''), 'register', 'en')).toBe(httpErrorTexts.en[403])
    expect(apiErrorText(new NetworkError(), 'register', 'en')).toBe(httpErrorTexts.en.noResponse)
  })

  it('no response: the server is not responding', () => {
    expect(apiErrorText(new NetworkError(), 'login', 'cs')).toBe(
      'Server neodpovídá. Zkontrolujte připojení k internetu.',
    )
  })

  it.each(Object.keys(authActionFallbacks.cs) as (keyof typeof authActionFallbacks.cs)[])(
    'other statuses fall back per action: %s',
    (action) => {
      expect(apiErrorText(new ApiError(503, 'x'), action, 'cs')).toBe(authActionFallbacks.cs[action])
      expect(apiErrorText(new ApiError(418, 'x'), action, 'en')).toBe(authActionFallbacks.en[action])
    },
  )

  it('a failed CSRF bootstrap uses the CSRF fallback whatever the screen did', () => {
    expect(apiErrorText(new ApiError(503, '', {}, 'csrf'), 'login', 'cs')).toBe(authActionFallbacks.cs.csrf)
  })

  it("a 429 shows the catalogue's sentence in the UI language, never the server's, with the wait when given", () => {
    expect(apiErrorText(new ApiError(429, 'Too Many Attempts.'), 'sendVerification', 'cs')).toBe(
      'Před dalším pokusem chvíli počkejte.',
    )
    expect(apiErrorText(new ApiError(429, 'Příliš mnoho pokusů.'), 'login', 'en')).toBe(
      'Please wait before retrying.',
    )
    const login = new ApiError(429, 'Too many login attempts.', {}, 'request', undefined, 30)
    expect(apiErrorText(login, 'login', 'cs')).toBe(
      'Před dalším pokusem chvíli počkejte. Zkuste to znovu za 30 s.',
    )
    const account = new ApiError(429, 'Too many.', {}, 'request', undefined, 900)
    expect(apiErrorText(account, 'login', 'en')).toBe('Please wait before retrying. Try again in 15 min.')
  })

  it('an unknown failure gets the action fallback, or a screen its own', () => {
    expect(apiErrorText(new Error('boom'), 'logout', 'cs')).toBe(authActionFallbacks.cs.logout)
    expect(apiErrorText(new ApiError(502, ''), { fallback: 'Mailbox failed.' }, 'en')).toBe('Mailbox failed.')
  })
})

describe('placeErrors', () => {
  it('puts 422 field errors under the form fields and the rest in the alert', () => {
    const error = new ApiError(422, 'x', { email: ['Taken.'], token: ['Invalid token.'] })
    expect(placeErrors(error, ['email', 'password'], 'resetPassword', 'cs')).toEqual({
      byField: { email: 'Taken.' },
      formMessage: 'Invalid token.',
    })
  })

  it('has no alert when every error found its field', () => {
    const error = new ApiError(422, 'x', { email: ['These credentials do not match our records.'] })
    expect(placeErrors(error, ['email', 'password'], 'login', 'en')).toEqual({
      byField: { email: 'These credentials do not match our records.' },
      formMessage: undefined,
    })
  })

  it('maps anything else to one alert text', () => {
    expect(placeErrors(new ApiError(500, ''), ['email'], 'login', 'cs')).toEqual({
      byField: {},
      formMessage: httpErrorTexts.cs[500],
    })
  })
})
