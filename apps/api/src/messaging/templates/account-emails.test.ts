import { describe, expect, it } from 'vitest'
import { resetPasswordMessage } from './reset-password'
import { verifyEmailMessage } from './verify-email'

const url = 'http://localhost:3000/verify-email?id=1&hash=ab&expires=1&signature=cd'

describe('email templates', () => {
  it('writes the verification email in English and in Czech, as text and HTML', () => {
    const english = verifyEmailMessage({ locale: 'en', firstName: 'Jana', url, validMinutes: 60 })
    expect(english.subject).toBe('Verify your email address')
    expect(english.text).toContain('Hello Jana,')
    expect(english.text).toContain(url)
    expect(english.text).toContain('This link is valid for 60 minutes.')
    expect(english.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`)

    const czech = verifyEmailMessage({ locale: 'cs', firstName: 'Jana', url, validMinutes: 60 })
    expect(czech.subject).toBe('Ověřte svou e-mailovou adresu')
    expect(czech.text).toContain('Ověřit e-mail')
    expect(czech.text).toContain('Odkaz platí 60 minut.')
    expect(czech.html).toContain('<html lang="cs">')
    const czechMinutes = [1, 3, 5, 21, 22, 1.5].map(
      (validMinutes) => verifyEmailMessage({ locale: 'cs', firstName: 'J', url, validMinutes }).text,
    )
    expect(czechMinutes.map((text) => text.match(/Odkaz platí (.+)\./)?.[1])).toEqual([
      '1 minutu',
      '3 minuty',
      '5 minut',
      '21 minut',
      '22 minut',
      '1,5 minuty',
    ])
    expect(verifyEmailMessage({ locale: 'en', firstName: 'J', url, validMinutes: 1 }).text).toContain(
      'valid for 1 minute.',
    )
  })

  it('writes the reset email in both languages', () => {
    const english = resetPasswordMessage({ locale: 'en', firstName: 'Jana', url, validMinutes: 60 })
    expect(english.subject).toBe('Reset your password')
    expect(english.text).toContain('Reset password: ')
    const czech = resetPasswordMessage({ locale: 'cs', firstName: 'Jana', url, validMinutes: 60 })
    expect(czech.subject).toBe('Obnovení hesla')
    expect(czech.text).toContain('Pokud jste o obnovení hesla nežádali, není třeba nic dělat.')
  })

  it('escapes what the user typed', () => {
    const message = verifyEmailMessage({ locale: 'en', firstName: '<b>Jana</b>', url, validMinutes: 60 })
    expect(message.html).toContain('Hello &lt;b&gt;Jana&lt;/b&gt;,')
    expect(message.html).not.toContain('<b>Jana</b>')
  })
})
