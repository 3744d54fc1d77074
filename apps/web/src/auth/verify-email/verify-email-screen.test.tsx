import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { AUTH_USER_QUERY_KEY } from '../auth-user-state'
import { VerifyEmailScreen } from './verify-email-screen'

/** The screen after a successful link, for a user whom the link has just verified. */
function renderVerified() {
  const client = new QueryClient()
  client.setQueryData(AUTH_USER_QUERY_KEY, { id: 5, email_verified: true })
  const router = createMemoryRouter(
    [
      { path: '/verify-email', element: <VerifyEmailScreen />, loader: () => ({ outcome: 'success' }) },
      { path: '/dashboard', element: <h1>Přehled</h1> },
      { path: '/', element: <h1>Demo</h1> },
    ],
    { initialEntries: ['/verify-email'] },
  )
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return router
}

beforeAll(async () => {
  await i18n.changeLanguage('cs')
})

afterEach(cleanup)

describe('after verifying her email a new owner continues to her dashboard (issue 37, finding 15)', () => {
  it("the screen's own button leads to the overview, not the demo shop", async () => {
    const router = renderVerified()
    fireEvent.click(await screen.findByRole('link', { name: 'Pokračovat do přehledu' }))
    expect(await screen.findByRole('heading', { name: 'Přehled' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})
