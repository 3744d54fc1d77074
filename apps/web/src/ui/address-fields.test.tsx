import { zodResolver } from '@hookform/resolvers/zod'
import { type CompanyValues, companyInputSchema } from '@rezervo/shared/schemas/company'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '../lib/i18n'
import { AddressFields, addressFormValues } from './address-fields'

/** The company form's address with the shared schema, as the back office renders it. */
function CompanyAddress({ onSaved }: { onSaved: (values: CompanyValues) => void }) {
  const form = useForm({
    resolver: zodResolver(companyInputSchema),
    defaultValues: { name: 'Střihárna', ...addressFormValues() },
  })
  return (
    <form onSubmit={form.handleSubmit((values) => onSaved(values))}>
      <AddressFields register={form.register} fieldError={() => undefined} />
      <button type="submit">Uložit</button>
    </form>
  )
}

beforeEach(() => i18n.changeLanguage('cs'))
afterEach(cleanup)

describe('the address’s country (issue 37, finding 17)', () => {
  it('is a picker of countries named in Czech that stores the ISO code, Česko first', async () => {
    let saved: CompanyValues | undefined
    render(
      <I18nextProvider i18n={i18n}>
        <CompanyAddress onSaved={(values) => (saved = values)} />
      </I18nextProvider>,
    )
    const country = screen.getByLabelText('Země') as HTMLSelectElement
    expect(country.tagName).toBe('SELECT')
    expect(country.selectedOptions[0]?.textContent).toBe('Česko')
    const names = [...country.options].map((option) => option.textContent)
    expect(names.slice(0, 2)).toEqual(['Česko', 'Slovensko'])
    expect(names).toContain('Rakousko')
    expect(names.length).toBeGreaterThan(240)
    fireEvent.change(country, { target: { value: 'SK' } })
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(saved?.country).toBe('SK'))
  })
})
