import { MAX_NOTIFICATIONS, NOTIFICATION_DURATION_MS } from '@rezervo/shared/constants'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotificationGroup } from './notification-group'
import { clearNotifications, dismissNotification, getNotifications, notify } from './notification-store'

// The cards' code loads with the first notification; once it is there they render at once, which the tests
// below rely on. The first card waits for that download.
beforeAll(async () => {
  render(<NotificationGroup label="Oznámení" closeLabel="Zavřít" />)
  act(() => {
    notify({ text: 'Poprvé' })
  })
  expect(screen.queryByText('Poprvé')).toBeNull()
  expect(await screen.findByText('Poprvé')).toBeTruthy()
  cleanup()
})
beforeEach(() => clearNotifications())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('notifications', () => {
  it('default to 3000 ms and keep at most 10, dropping the oldest', () => {
    for (let index = 1; index <= MAX_NOTIFICATIONS + 2; index += 1) notify({ text: `n${index}` })
    const shown = getNotifications()
    expect(shown).toHaveLength(MAX_NOTIFICATIONS)
    expect(shown[0]?.text).toBe('n3')
    expect(shown.every((item) => item.duration === NOTIFICATION_DURATION_MS && item.tone === 'info')).toBe(
      true,
    )
    dismissNotification(shown[0]!.id)
    expect(getNotifications()).toHaveLength(MAX_NOTIFICATIONS - 1)
  })

  it('show the same message once: a repeat replaces the card on screen, a different one is added', () => {
    notify({ tone: 'success', text: 'Záznam byl vytvořen.' })
    notify({ tone: 'error', text: 'Záznam byl vytvořen.' })
    const repeat = notify({ tone: 'success', text: 'Záznam byl vytvořen.' })
    const undo = { label: 'Zpět', run: () => {} }
    notify({ tone: 'success', text: 'Přesunuto.', action: undo })
    notify({ tone: 'success', text: 'Přesunuto.', action: undo })
    const shown = getNotifications()
    expect(shown.map((item) => [item.tone, item.text])).toEqual([
      ['error', 'Záznam byl vytvořen.'],
      ['success', 'Záznam byl vytvořen.'],
      ['success', 'Přesunuto.'],
      ['success', 'Přesunuto.'],
    ])
    // The repeat is the newest card, so its full time runs again; each "Zpět" stays, as each undoes its own move.
    expect(shown[1]?.id).toBe(repeat)
  })

  it('render as cards with title, text and a close button in a live region', () => {
    render(<NotificationGroup label="Oznámení" closeLabel="Zavřít oznámení" />)
    act(() => {
      notify({ title: 'Hotovo', text: 'Uloženo.', tone: 'success' })
    })
    expect(screen.getByRole('region', { name: 'Oznámení' })).toBeTruthy()
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite')
    expect(screen.getByText('Hotovo')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít oznámení' }))
    expect(screen.queryByText('Uloženo.')).toBeNull()
  })

  it('leave after their duration, but not while the pointer is over them', () => {
    vi.useFakeTimers()
    render(<NotificationGroup label="Oznámení" closeLabel="Zavřít" />)
    act(() => {
      notify({ text: 'Pozor' })
    })
    act(() => vi.advanceTimersByTime(1000))
    fireEvent.pointerEnter(screen.getByTestId('notification'))
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.getByText('Pozor')).toBeTruthy()
    fireEvent.pointerLeave(screen.getByTestId('notification'))
    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1000 - 50))
    expect(screen.getByText('Pozor')).toBeTruthy()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.queryByText('Pozor')).toBeNull()
  })

  it('offer one action that runs and closes the notification', () => {
    const undo = vi.fn()
    render(<NotificationGroup label="Oznámení" closeLabel="Zavřít" />)
    act(() => {
      notify({ text: 'Rezervace byla přesunuta.', action: { label: 'Zpět', run: undo } })
    })
    fireEvent.click(screen.getByRole('button', { name: 'Zpět' }))
    expect(undo).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Rezervace byla přesunuta.')).toBeNull()
  })
})
