import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { personalAccessTokens, sessions } from '../db/schema'
import { emailsTo, signIn, signUp, signUpVerified, TEST_PASSWORD } from '../testing/accounts'
import { expectStatus, signUpOwner } from '../testing/back-office-fixtures'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

const NEW_PASSWORD = 'Nové-heslo-42'

describe('profile', () => {
  const t = useTestApp()
  // The password-check throttle lasts a minute; every test starts in a fresh one.
  beforeEach(() => t.clock.advance(61_000))

  it('shows and edits my name, phone and language', async () => {
    const user = await signUpVerified(t.app, t.database)
    const shown = await expectStatus(user.session, 'GET', '/api/v1/profile', 200)
    expect(shown.data).toMatchObject({
      id: user.id,
      first_name: 'Jana',
      surname: 'Nováková',
      email: user.email,
      email_verified: true,
    })
    const edited = await expectStatus(user.session, 'PUT', '/api/v1/profile', 200, {
      first_name: 'Jana Marie',
      surname: 'Dvořáková',
      phone: '00420 603 123 456',
      locale: 'en',
    })
    expect(edited.data).toMatchObject({
      first_name: 'Jana Marie',
      surname: 'Dvořáková',
      phone: '+420603123456',
      locale: 'en',
    })
    expect((await user.session.get('/api/user')).json()).toMatchObject({ surname: 'Dvořáková', locale: 'en' })

    const invalid = await expectStatus(user.session, 'PUT', '/api/v1/profile', 422, {
      first_name: '',
      surname: '123',
      phone: '12',
      locale: 'de',
    })
    expect(invalid.errors).toEqual({
      first_name: ['The first name field is required.'],
      surname: ['Please enter a valid surname.'],
      phone: ['Please enter a valid phone number.'],
      locale: ['Please choose one of the offered values.'],
    })
    expect((await new HttpSession(t.app).get('/api/v1/profile')).statusCode).toBe(401)
  })

  it('changes the password after checking the current one and signs out my other sessions', async () => {
    const user = await signUpVerified(t.app, t.database)
    const laptop = await signIn(t.app, user.email)
    const wrong = await expectStatus(user.session, 'PUT', '/api/v1/profile/password', 422, {
      current_password: 'Spatne-heslo-1',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(wrong).toEqual({
      message: 'The password is incorrect.',
      errors: { current_password: ['The password is incorrect.'] },
    })
    const weak = await expectStatus(user.session, 'PUT', '/api/v1/profile/password', 422, {
      current_password: TEST_PASSWORD,
      password: 'slabé',
      password_confirmation: 'jiné',
    })
    expect(Object.keys(weak.errors)).toEqual(['password', 'password_confirmation'])
    expect((await laptop.get('/api/user')).statusCode).toBe(200)

    await expectStatus(user.session, 'PUT', '/api/v1/profile/password', 204, {
      current_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect((await user.session.get('/api/user')).statusCode).toBe(200)
    expect((await laptop.get('/api/user')).statusCode).toBe(401)
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1)
    const tokens = await t.database.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.userId, user.id))
    expect(tokens).toHaveLength(1)
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${user.token}`, accept: 'application/json' },
    })
    expect(bearer.statusCode).toBe(200)
    await signIn(t.app, user.email, NEW_PASSWORD)
  })

  it('throttles guessing the current password', async () => {
    const user = await signUpVerified(t.app, t.database)
    const guess = {
      current_password: 'Hadam-heslo-1',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      await expectStatus(user.session, 'PUT', '/api/v1/profile/password', 422, guess)
    }
    const locked = await user.session.request({
      method: 'PUT',
      url: '/api/v1/profile/password',
      payload: guess,
    })
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('changes the email only with the password, unverified until the new link is followed', async () => {
    const owner = await signUpOwner(t.app, t.database)
    const newEmail = `nova.${owner.id}@example.cz`
    const noPassword = await expectStatus(owner.session, 'PUT', '/api/v1/profile/email', 422, {
      email: newEmail,
      password: '',
    })
    expect(noPassword.errors).toEqual({ password: ['The password field is required.'] })
    const wrong = await expectStatus(owner.session, 'PUT', '/api/v1/profile/email', 422, {
      email: newEmail,
      password: 'Spatne-1!',
    })
    expect(wrong.errors).toEqual({ password: ['The password is incorrect.'] })
    const other = await signUp(t.app)
    const taken = await expectStatus(owner.session, 'PUT', '/api/v1/profile/email', 422, {
      email: other.email.toUpperCase(),
      password: TEST_PASSWORD,
    })
    expect(taken.errors).toEqual({ email: ['The email has already been taken.'] })

    const same = await expectStatus(owner.session, 'PUT', '/api/v1/profile/email', 200, {
      email: owner.email,
      password: TEST_PASSWORD,
    })
    expect(same.data.email_verified).toBe(true)

    const changed = await expectStatus(owner.session, 'PUT', '/api/v1/profile/email', 200, {
      email: ` ${newEmail.toUpperCase()} `,
      password: TEST_PASSWORD,
    })
    expect(changed.data).toMatchObject({ email: newEmail, email_verified: false, email_verified_at: null })
    const [verification] = await emailsTo(t.database, newEmail)
    expect(verification?.kind).toBe('verify-email')
    const blocked = await expectStatus(owner.session, 'GET', owner.base, 409)
    expect(blocked).toEqual({ message: 'Your email address is not verified.' })
    expect((await owner.session.get('/api/v1/profile')).statusCode).toBe(200)
  })
})
