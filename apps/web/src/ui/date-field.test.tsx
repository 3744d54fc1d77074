import { zodResolver } from '@hookform/resolvers/zod'
import { validationMessage } from '@rezervo/shared/error-texts/validation'
import { isoDate } from '@rezervo/shared/schemas/form-fields'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { i18n } from '../lib/i18n'
import { DateField } from './date-field'

const schema = z.object({ date: isoDate() })

/** A form with one required date checked by the shared schema, as the calendar's forms use it. */
function DateForm({ onSaved }: { onSaved: (date: string) => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { date: '2026-11-23' } })
  const message = form.formState.errors.date?.message
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSaved(values.date))}>
      <Controller
        control={form.control}
        name="date"
        render={({ field }) => (
          <DateField
            label="Datum"
            required
            error={message ? validationMessage(message, 'cs') : undefined}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <button type="submit">Uložit</button>
    </form>
  )
}

function typeAndSave(text: string) {
  const saved: string[] = []
  render(<DateForm onSaved={(date) => saved.push(date)} />)
  const input = screen.getByLabelText(/Datum/)
  fireEvent.change(input, { target: { value: text } })
  fireEvent.blur(input)
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
  return { input, saved }
}

describe('DateField', () => {
  beforeEach(() => i18n.changeLanguage('cs'))
  afterEach(cleanup)

  it('shows the ISO value the Czech way and sends the ISO date of what was typed', async () => {
    const { input, saved } = typeAndSave('1. 2. 2027')
    await waitFor(() => expect(saved).toEqual(['2027-02-01']))
    expect(input).toHaveProperty('value', '1. 2. 2027')
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })

  it.each([
    ['31. 2. 2026', 'Zadejte datum jako 23. 11. 2026.'],
    ['1. 1. 0', 'Zadejte datum jako 23. 11. 2026.'],
    ['zítra', 'Zadejte datum jako 23. 11. 2026.'],
    ['1. 1. 1850', 'Datum musí ležet mezi roky 1900 a 2999.'],
  ])('refuses %s under the field, keeps the text and sends nothing', async (typed, message) => {
    const { input, saved } = typeAndSave(typed)
    await screen.findByText(message)
    expect(input).toHaveProperty('value', typed)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    // The message is announced with the field.
    const described = input.getAttribute('aria-describedby') ?? ''
    const announced = described.split(' ').map((id) => document.getElementById(id)?.textContent ?? '')
    expect(announced.join(' ')).toContain(message)
    // The message is the submit's refusal: the validation has ended, so nothing can be saved after it.
    expect(saved).toEqual([])
  })

  it('takes Enter as the end of typing', async () => {
    const changes: [string, boolean][] = []
    function Filter() {
      const [value, setValue] = useState('')
      return (
        <DateField
          label="Od"
          value={value}
          onChange={(next, valid) => {
            changes.push([next, valid])
            if (valid) setValue(next)
          }}
        />
      )
    }
    render(<Filter />)
    const input = screen.getByLabelText('Od')
    fireEvent.change(input, { target: { value: '24.12.2026' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(changes).toEqual([['2026-12-24', true]])
    expect(input).toHaveProperty('value', '24. 12. 2026')
    // Emptied, an optional field clears its value.
    fireEvent.change(input, { target: { value: '' } })
    fireEvent.blur(input)
    expect(changes.at(-1)).toEqual(['', true])
  })

  it('writes and reads the British form in English', async () => {
    await i18n.changeLanguage('en')
    const changes: string[] = []
    render(<DateField label="From" value="2026-11-03" onChange={(next) => changes.push(next)} />)
    const input = screen.getByLabelText('From')
    expect(input).toHaveProperty('value', '3/11/2026')
    expect(input.getAttribute('placeholder')).toBe('dd/mm/yyyy')
    fireEvent.change(input, { target: { value: '31/12/2026' } })
    fireEvent.blur(input)
    expect(changes).toEqual(['2026-12-31'])
    fireEvent.change(input, { target: { value: '12/31/2026' } })
    fireEvent.blur(input)
    await screen.findByText('Enter the date as 23/11/2026.')
  })
})

describe('DateField’s calendar popup', () => {
  beforeEach(() => i18n.changeLanguage('cs'))
  afterEach(() => {
    cleanup()
    // jsdom has no showPicker; the tests below lend it one.
    delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker
  })

  it('is offered only where the browser can open it', () => {
    render(<DateField label="Datum" value="" onChange={() => {}} />)
    expect(screen.queryByRole('button', { name: 'Vybrat datum v kalendáři' })).toBeNull()
  })

  it('opens the browser’s calendar from a labelled button, and shows the chosen day the Czech way', () => {
    const showPicker = vi.fn()
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true })
    const changes: [string, boolean][] = []
    const { container } = render(
      <DateField label="Datum" value="2026-11-23" onChange={(next, valid) => changes.push([next, valid])} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Vybrat datum v kalendáři' }))
    expect(showPicker).toHaveBeenCalledTimes(1)
    const picker = container.querySelector<HTMLInputElement>('input[type="date"]')!
    // Out of the tab order and hidden from screen readers: the text field is the one they use.
    expect(picker.tabIndex).toBe(-1)
    expect(picker.getAttribute('aria-hidden')).toBe('true')
    expect(picker.value).toBe('2026-11-23')
    fireEvent.change(picker, { target: { value: '2026-12-24' } })
    expect(changes).toEqual([['2026-12-24', true]])
    expect(screen.getByRole('textbox', { name: 'Datum' })).toHaveProperty('value', '24. 12. 2026')
  })
})
