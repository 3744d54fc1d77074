import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n'
import { setTestCookie } from '../../testing/set-test-cookie'
import { storeUser } from '../auth-user-storage'
import { LoginForm, LoginLightPage, signedInDestination } from './login-light-page'

/** The form as the light page shows it; `go` records the document loads it would start. */
function renderLogin(search = '') {
  const go = vi.fn<(target: string) => void>()
  render(
    <I18nextProvider i18n={i18n}>
      <LoginForm search={search} go={go} />
    </I18nextProvider>,
  )
  return go
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('login screen', () => {
  it('says the sign-in expired when a 401 ended the session (issue 37, finding 20)', () => {
    renderLogin('?redirect=%2Fdashboard&reason=expired')
    expect(screen.getByText('Přihlášení vypršelo. Přihlaste se prosím znovu.')).toBeTruthy()
  })

  it('checks the form with the shared schema and speaks Czech', async () => {
    renderLogin()
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }))
    await waitFor(() => expect(screen.getAllByText('Toto pole je povinné.')).toHaveLength(2))
    const email = screen.getByLabelText(/^E-mail/)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    const describedBy = email.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toContain('Toto pole je povinné.')
  })

  it('takes the focus to the first wrong field and drops its message once the field is right', async () => {
    renderLogin()
    const email = screen.getByLabelText(/^E-mail/)
    fireEvent.change(screen.getByLabelText(/^Heslo/), { target: { value: 'Demo1234!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }))
    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(screen.getAllByText('Toto pole je povinné.')).toHaveLength(1)
    fireEvent.change(email, { target: { value: 'demo@rezervo.cz' } })
    await waitFor(() => expect(screen.queryByText('Toto pole je povinné.')).toBeNull())
    expect(email.getAttribute('aria-invalid')).toBeNull()
  })

  it('puts the 422 of wrong credentials under the email field', async () => {
    setTestCookie('XSRF-TOKEN=t; path=/')
    vi.stubGlobal('fetch', async () =>
      Response.json(
        {
          message: 'These credentials do not match our records.',
          errors: { email: ['These credentials do not match our records.'] },
        },
        { status: 422 },
      ),
    )
    renderLogin()
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'demo@rezervo.cz' } })
    fireEvent.change(screen.getByLabelText(/^Heslo/), { target: { value: 'Wrong1234!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }))
    await screen.findByText('These credentials do not match our records.')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('goes to the dashboard after signing in a verified user', async () => {
    setTestCookie('XSRF-TOKEN=t; path=/')
    vi.stubGlobal('fetch', async (input: string) =>
      input === '/login'
        ? new Response(null, { status: 204 })
        : Response.json({ id: 1, email_verified: true }),
    )
    const go = renderLogin()
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'demo@rezervo.cz' } })
    fireEvent.change(screen.getByLabelText(/^Heslo/), { target: { value: 'Demo1234!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('/dashboard'))
  })

  it('goes back to the intended page of ?redirect=, never to another site', async () => {
    setTestCookie('XSRF-TOKEN=t; path=/')
    vi.stubGlobal('fetch', async (input: string) =>
      input === '/login'
        ? new Response(null, { status: 204 })
        : Response.json({ id: 1, email_verified: true }),
    )
    for (const [search, target] of [
      ['?redirect=%2Fdashboard%2Fcustomers', '/dashboard/customers'],
      ['?redirect=%2F%2Fevil.example', '/dashboard'],
      // A tab between the slashes: the browser drops it and reads //evil.example (issue 31).
      ['?redirect=/%09/evil.example', '/dashboard'],
      ['?redirect=%2F.%2F%2Fevil.example', '/dashboard'],
      ['?redirect=%2Fdashboard%2F.%2Fcustomers%09', '/dashboard/customers'],
    ]) {
      const go = renderLogin(search)
      fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'demo@rezervo.cz' } })
      fireEvent.change(screen.getByLabelText(/^Heslo/), { target: { value: 'Demo1234!' } })
      fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }))
      await waitFor(() => expect(go).toHaveBeenCalledWith(target))
      cleanup()
    }
  })

  it('sends an unverified user to the verification screen, and keeps an invitation through the links', async () => {
    setTestCookie('XSRF-TOKEN=t; path=/')
    vi.stubGlobal('fetch', async (input: string) =>
      input === '/login'
        ? new Response(null, { status: 204 })
        : Response.json({ id: 1, email_verified: false }),
    )
    const go = renderLogin('?redirect=%2Finvitations%2Fabc&email=jana%40example.cz')
    expect(screen.getByRole('link', { name: 'Zaregistrujte se' }).getAttribute('href')).toBe(
      '/register?redirect=%2Finvitations%2Fabc&email=jana%40example.cz',
    )
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('jana@example.cz')
    fireEvent.change(screen.getByLabelText(/^Heslo/), { target: { value: 'Demo1234!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }))
    // An invitation verifies the address it went to: the invitation, not the verification screen.
    await waitFor(() => expect(go).toHaveBeenCalledWith('/invitations/abc'))
    cleanup()
    const again = renderLogin()
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'demo@rezervo.cz' } })
    fireEvent.change(screen.getByLabelText(/^Heslo/), { target: { value: 'Demo1234!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }))
    await waitFor(() => expect(again).toHaveBeenCalledWith('/verification-email-sent'))
  })

  it('shows the frame of the account screens with plain links: brand, language, back, forgot password', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LoginLightPage />
      </I18nextProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Přihlášení' })).toBeTruthy()
    expect(screen.getByLabelText('Jazyk')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Zpět/ }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Zapomněli jste heslo?' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
  })
})

describe('a user signed in on this device', () => {
  afterEach(() => storeUser(null))

  it('goes on to the dashboard without the form while the browser has a session, else sees the form', () => {
    storeUser({ id: 1, email_verified: true } as never)
    expect(signedInDestination('XSRF-TOKEN=t; lang=cs')).toBe('/dashboard')
    // No session cookies (they expired with the session): the server would send the dashboard straight back
    // to this page (decision 057), so the stored user does not count.
    expect(signedInDestination('lang=cs')).toBeUndefined()
    expect(signedInDestination('')).toBeUndefined()
    storeUser({ id: 1, email_verified: false } as never)
    expect(signedInDestination('XSRF-TOKEN=t')).toBeUndefined()
  })
})
