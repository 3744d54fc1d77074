import type { ReservationCreateValues } from '@rezervo/shared/schemas/reservation'
import { formatPhone } from '@rezervo/shared/validation/phone'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { customerSearchQuery } from '../../customers'
import { Button } from '../../ui/button'
import { cn } from '../../ui/class-names'
import { TextField } from '../../ui/text-field'
import { useCalendarDialogTexts } from './calendar-dialog-texts'
import type { CreateReservationForm } from './create-reservation-values'

type CreateForm = UseFormReturn<CreateReservationForm, unknown, ReservationCreateValues>

/** Who the reservation is for: a customer found by name, email or phone, or a new one typed in. */
export function CustomerPicker({
  companyId,
  form,
  fieldError,
}: {
  companyId: number
  form: CreateForm
  fieldError: (name: string) => string | undefined
}) {
  const { t } = useCalendarDialogTexts()
  const mode = useWatch({ control: form.control, name: 'customer_mode' })
  return (
    <fieldset className="grid gap-3 rounded-xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold">{t('customer.legend')}</legend>
      <div className="flex gap-4">
        {(['existing', 'new'] as const).map((value) => (
          <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              value={value}
              className="size-5 accent-stone-900"
              {...form.register('customer_mode')}
            />
            {t(`customer.${value}`)}
          </label>
        ))}
      </div>
      {mode === 'existing' ? (
        <ExistingCustomer companyId={companyId} form={form} error={fieldError('customer_id')} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('customer.firstName')}
            required
            autoComplete="off"
            error={fieldError('customer.first_name')}
            {...form.register('customer.first_name')}
          />
          <TextField
            label={t('customer.surname')}
            required
            autoComplete="off"
            error={fieldError('customer.surname')}
            {...form.register('customer.surname')}
          />
          <TextField
            label={t('customer.email')}
            type="email"
            autoComplete="off"
            error={fieldError('customer.email')}
            {...form.register('customer.email')}
          />
          <TextField
            label={t('customer.phone')}
            type="tel"
            autoComplete="off"
            error={fieldError('customer.phone')}
            {...form.register('customer.phone')}
          />
        </div>
      )}
    </fieldset>
  )
}

function ExistingCustomer({
  companyId,
  form,
  error,
}: {
  companyId: number
  form: CreateForm
  error: string | undefined
}) {
  const { t } = useCalendarDialogTexts()
  const [search, setSearch] = useState('')
  const [chosenName, setChosenName] = useState('')
  const deferred = useDeferredValue(search.trim())
  const chosenId = useWatch({ control: form.control, name: 'customer_id' })
  const customers = useQuery({ ...customerSearchQuery(companyId, deferred, 1), enabled: chosenId === null })

  if (chosenId !== null) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-lg bg-stone-100 px-3 py-2">
        <p className="text-sm">
          <span className="sr-only">{t('customer.chosen')}: </span>
          <strong>{chosenName}</strong>
        </p>
        <Button variant="ghost" onClick={() => form.setValue('customer_id', null)}>
          {t('customer.change')}
        </Button>
      </div>
    )
  }
  const found = customers.data?.data ?? []
  return (
    <div className="grid gap-2">
      <TextField
        type="search"
        label={t('customer.search')}
        hint={t('customer.searchHint')}
        value={search}
        error={error}
        onChange={(event) => setSearch(event.target.value)}
      />
      {customers.data && found.length === 0 && (
        <p className="text-sm text-stone-600">{t('customer.noResults')}</p>
      )}
      <ul className="grid max-h-48 gap-1 overflow-y-auto">
        {found.slice(0, 8).map((customer) => {
          const name = `${customer.first_name} ${customer.surname}`
          return (
            <li key={customer.id}>
              <button
                type="button"
                className={cn('min-h-11 w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-stone-100')}
                onClick={() => {
                  setChosenName(name)
                  form.setValue('customer_id', customer.id, { shouldValidate: form.formState.isSubmitted })
                }}
              >
                <span className="font-medium">{name}</span>
                <span className="block text-xs text-stone-600">
                  {[customer.email, customer.phone && formatPhone(customer.phone)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
