import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../lib/i18n'
import { setTestCookie } from '../testing/set-test-cookie'
import { OwnCalendarFeedPanel } from './own-calendar-feed-panel'

const FEED = 'http://localhost:3000/api/v1/calendar-feeds/abc.ics'
const calls: { method: string; url: string }[] = []

beforeEach(async () => {
  await i18n.changeLanguage('cs')
  setTestCookie('XSRF-TOKEN=test')
  calls.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({ method, url: String(url) })
      const made = method === 'POST'
      return Response.json({ data: { url: made ? FEED : null, detail: 'first_name' } })
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('a worker’s own calendar address on their profile', () => {
  it('makes the address on request through their own feed, not the worker’s record', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <OwnCalendarFeedPanel companyId={4} workerId={9} />
        </QueryClientProvider>
      </I18nextProvider>,
    )
    expect(await screen.findByText('Adresa zatím nebyla vytvořena.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit adresu' }))
    expect(((await screen.findByLabelText('Adresa kalendáře (ICS)')) as HTMLInputElement).value).toBe(FEED)
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual(
      ['POST /api/v1/companies/4/own-calendar-feed'],
    )
    expect(calls.some((call) => call.url.includes('/workers/'))).toBe(false)
  })
})
