import { SESSION_COOKIE } from '@rezervo/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../db/schema'
import { emailsTo, linkInEmail, newUserPayload, TEST_PASSWORD } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

describe('POST /register', () => {
  const t = useTestApp()

  it('creates the user, signs them in with a new session and emails a verification link', async () => {
    const browser = new HttpSession(t.app)
    await browser.csrfCookie()
    const guestSession = browser.cookies.get(SESSION_COOKIE)
    const payload = newUserPayload({ email: '  Nova.Uzivatelka@Example.CZ ', phone: '+420 777 123 456' })
    const response = await browser.post('/register', payload)
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(guestSession)

    const user = (await browser.get('/api/user')).json()
    expect(user).toMatchObject({
      first_name: 'Jana',
      surname: 'Nováková',
      email: 'nova.uzivatelka@example.cz',
      phone: '+420777123456',
      locale: 'en',
      email_verified: false,
      email_verified_at: null,
    })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.passwordHash).toMatch(/^scrypt\$/)
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD)

    const [email] = await emailsTo(t.database, 'nova.uzivatelka@example.cz')
    expect(email).toMatchObject({ channel: 'email', kind: 'verify-email', state: 'queued' })
    expect(email?.subject).toBe('Verify your email address')
    expect(linkInEmail(email!.textBody).pathname).toBe('/verify-email')
    expect(email?.htmlBody).toContain('href="http://localhost:3000/verify-email?')
  })

  it('saves the request language and writes the email in it', async () => {
    const payload = newUserPayload()
    const response = await new HttpSession(t.app, { locale: 'cs-CZ,cs;q=0.9' }).post('/register', payload)
    expect(response.statusCode).toBe(204)
    const [row] = await t.database.db.select().from(users).where(eq(users.email, payload.email))
    expect(row?.locale).toBe('cs')
    const [email] = await emailsTo(t.database, payload.email)
    expect(email?.subject).toBe('Ověřte svou e-mailovou adresu')
    expect(email?.textBody).toContain('Odkaz platí 60 minut.')
  })

  it('refuses an email that is already registered, whatever its case or spaces', async () => {
    const first = newUserPayload()
    expect((await new HttpSession(t.app).post('/register', first)).statusCode).toBe(204)
    const again = await new HttpSession(t.app).post(
      '/register',
      newUserPayload({ email: ` ${first.email.toUpperCase()} ` }),
    )
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    })
    const czech = await new HttpSession(t.app, { locale: 'cs' }).post(
      '/register',
      newUserPayload({ email: first.email }),
    )
    expect(czech.json().errors.email).toEqual(['Tento e-mail je již zaregistrován.'])
  })

  it('names every missing field with the server wording', async () => {
    const response = await new HttpSession(t.app).post('/register', {})
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      message: 'The first name field is required. (and 5 more errors)',
      errors: {
        first_name: ['The first name field is required.'],
        surname: ['The surname field is required.'],
        email: ['The email field is required.'],
        phone: ['The phone field is required.'],
        password: ['The password field is required.'],
        password_confirmation: ['The password confirmation field is required.'],
      },
    })
  })

  it('treats blank text as missing, without format messages', async () => {
    const response = await new HttpSession(t.app).post(
      '/register',
      newUserPayload({ first_name: '   ', surname: '', password: '', password_confirmation: '' }),
    )
    expect(response.json().errors).toEqual({
      first_name: ['The first name field is required.'],
      surname: ['The surname field is required.'],
      password: ['The password field is required.'],
    })
  })

  it('applies the password rules and its confirmation', async () => {
    const short = await new HttpSession(t.app).post(
      '/register',
      newUserPayload({ password: 'abc', password_confirmation: 'abd' }),
    )
    expect(short.json()).toEqual({
      message: 'The password must be at least 8 characters. (and 4 more errors)',
      errors: {
        password: [
          'The password must be at least 8 characters.',
          'The password must contain uppercase and lowercase letters.',
          'The password must contain numbers.',
          'The password must contain special characters.',
        ],
        password_confirmation: ['Passwords do not match.'],
      },
    })
    const noSymbol = await new HttpSession(t.app).post(
      '/register',
      newUserPayload({ password: 'Heslo1234', password_confirmation: 'Heslo1234' }),
    )
    expect(noSymbol.json()).toEqual({
      message: 'The password must contain special characters.',
      errors: { password: ['The password must contain special characters.'] },
    })
  })

  it('checks the email and phone formats and the maximum lengths', async () => {
    const response = await new HttpSession(t.app).post(
      '/register',
      newUserPayload({ email: 'not-an-email', phone: 'call me', first_name: 'J'.repeat(101) }),
    )
    expect(response.json().errors).toEqual({
      first_name: ['Maximum length is 100 characters.'],
      email: ['Please enter a valid email address.'],
      phone: ['Please enter a valid phone number.'],
    })
  })

  it('refuses a phone number that looks right but is not a Czech or international number', async () => {
    const response = await new HttpSession(t.app).post(
      '/register',
      newUserPayload({ phone: '+420 077 123 456' }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ phone: ['Please enter a valid phone number.'] })
  })
})
