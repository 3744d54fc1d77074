import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forbiddenRedirect } from '../app/dashboard-shell/role-guard'
import { i18n } from '../lib/i18n'
import { ForbiddenScreenNotice } from './forbidden-screen-notice'

beforeEach(async () => {
  await i18n.changeLanguage('cs')
})
afterEach(() => cleanup())

describe('a screen the role cannot open says why (issue 37, finding 10)', () => {
  it('redirects to the overview naming the refused address, which the overview shows until dismissed', async () => {
    const to = forbiddenRedirect('http://localhost:3000/dashboard/workers/3?tab=hours')
    expect(to).toBe('/dashboard?forbidden=%2Fdashboard%2Fworkers%2F3%3Ftab%3Dhours')
    const router = createMemoryRouter([{ path: '/dashboard', element: <ForbiddenScreenNotice /> }], {
      initialEntries: [to],
    })
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    )
    expect(
      await screen.findByText(
        'Stránku /dashboard/workers/3?tab=hours vaše role v této firmě otevřít nemůže, proto jste na Přehledu. Přístup vám může rozšířit majitel firmy.',
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít' }))
    expect(screen.queryByText(/vaše role v této firmě/)).toBeNull()
    expect(router.state.location.search).toBe('')
  })
})
