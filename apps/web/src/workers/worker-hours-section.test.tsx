import { emptyWeeklyHours } from '@rezervo/shared/schemas/weekly-hours'
import type { WorkerInput } from '@rezervo/shared/schemas/worker'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { branchesResource } from '../lib/company-resources'
import { i18n } from '../lib/i18n'
import { WorkerHoursSection } from './worker-hours-section'

const opening = { ...emptyWeeklyHours(), 1: [{ start: '09:00', end: '18:00' }] }

beforeEach(async () => {
  await i18n.changeLanguage('cs')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).endsWith('/branches/4')
        ? Response.json({ data: { id: 4, name: 'Na Rohu', opening_hours: opening } })
        : Response.json({ message: 'Not Found.' }, { status: 404 }),
    ),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Section() {
  const monday = [{ start: '09:00', end: '14:00' }]
  const form = useForm<WorkerInput>({
    defaultValues: { working_hours: { 4: { ...emptyWeeklyHours(), 1: monday } } },
  })
  return (
    <WorkerHoursSection
      companyId={1}
      branchId={4}
      branchName="Na Rohu"
      control={form.control}
      fieldError={() => undefined}
    />
  )
}

describe('a worker’s hours against the branch’s opening hours (issue 37, finding 8)', () => {
  it('proposes an interval within them, and warns without blocking when hours fall outside', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    // The branch as the worker form finds it, already read.
    queryClient.setQueryData(branchesResource(1).keys.detail(4), {
      id: 4,
      name: 'Na Rohu',
      opening_hours: opening,
    })
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Section />
        </QueryClientProvider>
      </I18nextProvider>,
    )
    // The proposal keeps to the branch's hours: 15:00–18:00, not 15:00–19:00.
    fireEvent.click(screen.getByRole('button', { name: 'Přidat interval – Pondělí' }))
    expect((screen.getByLabelText('Pondělí Od 2') as HTMLInputElement).value).toBe('15:00')
    expect((screen.getByLabelText('Pondělí Do 2') as HTMLInputElement).value).toBe('18:00')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText(/mimo otevírací dobu/)).toBeNull()

    fireEvent.change(screen.getByLabelText('Pondělí Do 2'), { target: { value: '19:00' } })
    expect(
      await screen.findByText(
        'Část pracovní doby je mimo otevírací dobu pobočky Na Rohu. Uložit ji lze, ale v té době pobočka nemá otevřeno:',
      ),
    ).toBeTruthy()
    expect(screen.getByText('Pondělí 15:00–19:00 (pobočka: 09:00–18:00)')).toBeTruthy()
  })
})
