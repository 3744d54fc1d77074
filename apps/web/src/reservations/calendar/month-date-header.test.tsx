import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fullDateLabel } from './calendar-toolbar'
import { MonthDateHeader } from './reservation-calendar'

describe('the month view names its dates in full', () => {
  afterEach(cleanup)

  it('the full date in Czech and English, not only the number', () => {
    expect(fullDateLabel('2026-11-18', 'cs')).toBe('středa 18. listopadu 2026')
    expect(fullDateLabel('2026-11-18', 'en')).toBe('Wednesday, 18 November 2026')
  })

  it('the date button is named "středa 18. listopadu 2026" and still opens the day', () => {
    const onDrillDown = vi.fn()
    render(
      <MonthDateHeader
        date={new Date(2026, 10, 18)}
        label="18"
        drilldownView="day"
        isOffRange={false}
        onDrillDown={onDrillDown}
      />,
    )
    const button = screen.getByRole('button', { name: 'středa 18. listopadu 2026' })
    expect(button.textContent).toBe('18')
    fireEvent.click(button)
    expect(onDrillDown).toHaveBeenCalledOnce()
  })
})
