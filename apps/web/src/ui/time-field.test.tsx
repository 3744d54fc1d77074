import type { TimeInterval } from '@rezervo/shared/schemas/weekly-hours'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { TimeField } from './time-field'
import { DayIntervalsEditor } from './weekly-hours/day-intervals-editor'

function HoursOfOneDay() {
  const [intervals, setIntervals] = useState<TimeInterval[]>([{ start: '', end: '' }])
  return (
    <DayIntervalsEditor
      label="Pondělí"
      intervals={intervals}
      onChange={setIntervals}
      errorAt={() => undefined}
    />
  )
}

function StartForm({ onSubmit }: { onSubmit: (time: string) => void }) {
  const form = useForm({ defaultValues: { time: '' } })
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values.time))}>
      <TimeField label="Začátek" {...form.register('time')} />
      <button type="submit">Uložit</button>
    </form>
  )
}

describe('time fields', () => {
  afterEach(cleanup)

  it('opening hours typed on a numeric keypad (930, 17.30) show as 09:30–17:30 once left', () => {
    render(<HoursOfOneDay />)
    const inputs = screen.getAllByRole('combobox')
    expect(inputs).toHaveLength(2)
    for (const input of inputs) expect(input.getAttribute('inputmode')).toBe('numeric')
    const [from, to] = inputs as [HTMLInputElement, HTMLInputElement]
    fireEvent.change(from, { target: { value: '930' } })
    fireEvent.blur(from)
    fireEvent.change(to, { target: { value: '17.30' } })
    fireEvent.blur(to)
    expect(from.value).toBe('09:30')
    expect(to.value).toBe('17:30')
  })

  it('leaves an impossible time as typed, for the form to refuse', () => {
    render(<HoursOfOneDay />)
    const [from] = screen.getAllByRole('combobox') as [HTMLInputElement]
    fireEvent.change(from, { target: { value: '25:00' } })
    fireEvent.blur(from)
    expect(from.value).toBe('25:00')
  })

  it('a reservation time typed as 9,30 reaches the form as 09:30', async () => {
    let submitted = ''
    render(<StartForm onSubmit={(time) => (submitted = time)} />)
    const input = screen.getByLabelText('Začátek') as HTMLInputElement
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.type).toBe('text')
    fireEvent.change(input, { target: { value: '9,30' } })
    fireEvent.blur(input)
    expect(input.value).toBe('09:30')
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(submitted).toBe('09:30'))
  })
})
