import { zodResolver } from '@hookform/resolvers/zod'
import { validationMessage } from '@rezervo/shared/error-texts/validation'
import { type ItemValues, itemInputSchema } from '@rezervo/shared/schemas/item'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { NumberField, numberValue } from './number-field'

/** The service form's number fields with the shared schema, as the back office renders them. */
function ServiceNumbers({ onSaved }: { onSaved: (values: ItemValues) => void }) {
  const form = useForm({
    resolver: zodResolver(itemInputSchema),
    defaultValues: { name: 'Střih', duration: 30, duration_unit: 'hours' as const, price_czk: 0 },
  })
  const error = (name: 'duration' | 'price_czk') => {
    const message = form.formState.errors[name]?.message
    return message ? validationMessage(message, 'cs') : undefined
  }
  return (
    <form onSubmit={form.handleSubmit((values) => onSaved(values as unknown as ItemValues))}>
      <NumberField label="Délka" error={error('duration')} {...form.register('duration', numberValue)} />
      <NumberField label="Cena" error={error('price_czk')} {...form.register('price_czk', numberValue)} />
      <button type="submit">Uložit</button>
    </form>
  )
}

function fillAndSave(duration: string, price: string) {
  let saved: ItemValues | undefined
  render(<ServiceNumbers onSaved={(values) => (saved = values)} />)
  fireEvent.input(screen.getByLabelText('Délka'), { target: { value: duration } })
  fireEvent.input(screen.getByLabelText('Cena'), { target: { value: price } })
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
  return () => saved
}

describe('number fields', () => {
  afterEach(cleanup)

  it('takes "0,5" hours as half an hour and "1 200" (no-break space) Kč as 1200', async () => {
    const saved = fillAndSave('0,5', '1\u00a0200')
    await waitFor(() => expect(saved()).toBeDefined())
    expect(saved()).toMatchObject({ duration: 0.5, duration_minutes: 30, price_czk: 1200 })
    expect(screen.getByLabelText('Délka').getAttribute('inputmode')).toBe('decimal')
  })

  it('refuses with a message what it cannot read or a price in hellers, never saving a misread value', async () => {
    const saved = fillAndSave('1,200', '1 200,50')
    expect(await screen.findByText('Toto pole musí být číslo.')).toBeTruthy()
    // The price says what to type instead (issue 37, finding 16).
    expect(screen.getByText('Zadejte celé koruny, bez haléřů (např. 1 200).')).toBeTruthy()
    expect(saved()).toBeUndefined()
  })
})
