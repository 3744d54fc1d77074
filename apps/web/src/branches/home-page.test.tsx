import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '../lib/i18n'
import { HomePage } from './home-page'

const FEATURED = '/krasa-a-pece/barbershop/demo'

function renderHome(search: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <HomePage />,
        loader: ({ request }) => {
          const flag = new URL(request.url).searchParams.get('nenalezeno')
          return {
            featuredPath: FEATURED,
            notFound: flag !== null,
            missingPath: flag?.startsWith('/') ? flag : null,
          }
        },
      },
      { path: FEATURED, element: <h1>Demo barbershop</h1> },
    ],
    { initialEntries: [`/${search}`] },
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

beforeAll(async () => {
  await i18n.changeLanguage('cs')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('a mistyped branch address (issue 37, finding 11)', () => {
  it('Home names the address, stays until closed, and finds businesses by name', async () => {
    vi.stubGlobal('fetch', async (input: string) =>
      String(input).startsWith('/api/v1/directory/branches?search=Jana')
        ? Response.json({
            data: [{ id: 3, name: 'Střihárna Jana', city: 'Brno', path: '/krasa-a-pece/kadernictvi/jana' }],
          })
        : new Response(null, { status: 404 }),
    )
    const router = renderHome('?nenalezeno=%2Fstriharna-jana')
    expect(await screen.findByRole('heading', { name: 'Stránku /striharna-jana jsme nenašli' })).toBeTruthy()
    // It does not leave by itself for the featured branch: the featured branch is below it, a link away.
    expect(router.state.location.pathname).toBe('/')
    expect(
      screen.getByRole('link', { name: 'Pokračovat na doporučenou provozovnu' }).getAttribute('href'),
    ).toBe(FEATURED)
    fireEvent.change(screen.getByLabelText('Název podniku'), { target: { value: 'Jana' } })
    fireEvent.click(screen.getByRole('button', { name: 'Hledat' }))
    const found = await screen.findByRole('link', { name: 'Střihárna Jana' })
    expect(found.getAttribute('href')).toBe('/krasa-a-pece/kadernictvi/jana')
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít' }))
    expect(await screen.findByRole('heading', { name: 'Demo barbershop' })).toBeTruthy()
  })
})
