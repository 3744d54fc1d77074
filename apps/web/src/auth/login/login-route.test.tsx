import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n'
import { setTestCookie } from '../../testing/set-test-cookie'
import { Component as LoginScreen } from './login-route'

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginScreen /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/verification-email-sent', element: <h1>Verify</h1> },
    ],
    { initialEntries: ['/login'] },
  )
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return router
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('login screen', () => {
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
    const router = renderLogin()
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'demo@rezervo.cz' } })
    fireEvent.change(screen.getByLabelText(/^Heslo/), { target: { value: 'Demo1234!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }))
    await screen.findByRole('heading', { name: 'Dashboard' })
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})
