import type { AffectedReservation } from '@rezervo/shared/schemas/upcoming-reservations'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api-errors'
import { i18n } from '../lib/i18n'
import { DeleteRecordButton } from './delete-record-button'
import { clearNotifications, getNotifications } from './notifications/notification-store'

const affected: AffectedReservation[] = [
  {
    id: 41,
    // 10:00 in Prague (winter time): the dialog shows the branch's wall clock whatever the browser's zone.
    starts_at: '2026-12-01T09:00:00.000Z',
    ends_at: '2026-12-01T09:45:00.000Z',
    time_zone: 'Europe/Prague',
    branch_id: 1,
    worker_id: 7,
    customer_name: 'Hana Malá',
    services: ['Pánský střih', 'Úprava vousů'],
  },
]

const conflict = () =>
  new ApiError(409, 'Na záznamu závisí nadcházející rezervace (1).', {}, 'request', {
    code: 'upcoming_reservations',
    reservations: affected,
  })

function renderButton(
  props: Pick<Parameters<typeof DeleteRecordButton>[0], 'remove' | 'reassignCandidates' | 'canKeepUpcoming'>,
) {
  const router = createMemoryRouter(
    [
      { path: '/record', element: <DeleteRecordButton name="Barber na Rohu" afterTo="/list" {...props} /> },
      { path: '/list', element: <p>list</p> },
    ],
    { initialEntries: ['/record'] },
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

async function askToDelete() {
  fireEvent.click(screen.getByRole('button', { name: 'Smazat' }))
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Smazat' }))
  return screen.findByRole('alertdialog', { name: 'Na tomto záznamu visí nadcházející rezervace' })
}

beforeEach(async () => {
  clearNotifications()
  await i18n.changeLanguage('cs')
})
afterEach(() => cleanup())

describe('DeleteRecordButton with upcoming reservations (issue 22)', () => {
  it('lists them and, for a branch, offers only to cancel them; the delete then runs with that choice', async () => {
    const remove = vi.fn().mockRejectedValueOnce(conflict()).mockResolvedValueOnce({ outcome: 'archived' })
    const router = renderButton({ remove })
    const dialog = await askToDelete()
    const row = within(within(dialog).getByRole('list', { name: 'Dotčené rezervace' })).getByRole('listitem')
    expect(row.textContent).toContain('úterý 1. 12. 2026 10:00–10:45')
    expect(row.textContent).toContain('Hana Malá')
    expect(row.textContent).toContain('Pánský střih, Úprava vousů')
    expect(within(dialog).queryByRole('button', { name: 'Předat jinému pracovníkovi' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Ponechat je a smazat' })).toBeNull()
    expect(remove).toHaveBeenCalledWith()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit je a informovat zákazníky' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
    expect(remove).toHaveBeenLastCalledWith({ upcoming: 'cancel' })
    expect(getNotifications().map((note) => note.text)).toEqual([
      '1 rezervace byla zrušena a zákazník informován.',
      'Záznam má historii rezervací, proto byl archivován.',
    ])
  })

  it('for a worker offers the colleagues, and a clash keeps the dialog open with the API’s sentence', async () => {
    const clash = new ApiError(409, 'Jana Dvořáková už má v tu dobu rezervaci.', {}, 'request', {
      code: 'reservation_clash',
    })
    const remove = vi
      .fn()
      .mockRejectedValueOnce(conflict())
      .mockRejectedValueOnce(clash)
      .mockResolvedValueOnce({ outcome: 'archived' })
    const router = renderButton({
      remove,
      reassignCandidates: () => [
        { id: 8, name: 'Jana Dvořáková' },
        { id: 9, name: 'Jakub Dvořák' },
      ],
    })
    const dialog = await askToDelete()
    fireEvent.change(within(dialog).getByLabelText('Komu je předat'), { target: { value: '9' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Předat jinému pracovníkovi' }))
    expect(await within(dialog).findByText('Jana Dvořáková už má v tu dobu rezervaci.')).toBeTruthy()
    expect(remove).toHaveBeenLastCalledWith({ upcoming: 'reassign', to_worker_id: 9 })
    expect(router.state.location.pathname).toBe('/record')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Předat jinému pracovníkovi' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
    expect(getNotifications()[0]?.text).toBe('1 rezervace má nového pracovníka: Jakub Dvořák.')
  })

  it('goes back without changing anything', async () => {
    const remove = vi.fn().mockRejectedValueOnce(conflict())
    renderButton({ remove })
    const dialog = await askToDelete()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zpět, nic neměnit' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(remove).toHaveBeenCalledTimes(1)
  })

  it('for a service also offers to keep them as agreed, and the delete runs with that choice (issue 37)', async () => {
    const remove = vi.fn().mockRejectedValueOnce(conflict()).mockResolvedValueOnce({ outcome: 'archived' })
    const router = renderButton({ remove, canKeepUpcoming: true })
    const dialog = await askToDelete()
    expect(
      within(dialog).getByText(/Rezervace zůstanou, jak byly domluveny, i se smazanou službou/),
    ).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Zrušit je a informovat zákazníky' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ponechat je a smazat' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
    expect(remove).toHaveBeenLastCalledWith({ upcoming: 'keep' })
    expect(getNotifications()[0]?.text).toBe('Uloženo; 1 rezervace zůstala beze změny.')
  })
})
