import { zodResolver } from '@hookform/resolvers/zod'
import { validationMessage } from '@rezervo/shared/error-texts/validation'
import { bookingRequestSchema } from '@rezervo/shared/schemas/booking'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { currentLocale } from '../lib/i18n'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Checkbox } from '../ui/checkbox'
import { cn } from '../ui/class-names'
import { inputClasses, TextField } from '../ui/text-field'
import { useBookingTexts } from './booking-texts'

/** The contact part of the booking request: the browser validates with the server's own rules. */
export const bookingContactSchema = bookingRequestSchema.pick({
  first_name: true,
  surname: true,
  email: true,
  phone: true,
  note: true,
  consent: true,
  website: true,
})
export type BookingContactInput = z.input<typeof bookingContactSchema>
export type BookingContact = z.output<typeof bookingContactSchema>

export function BookingContactForm({
  draft,
  onSubmit,
  pending,
  failure,
  serverErrors,
}: {
  /** What the customer typed before choosing another time or service: the form starts from it. */
  draft?: BookingContact
  onSubmit: (contact: BookingContact) => Promise<void>
  pending: boolean
  failure?: string
  serverErrors?: Record<string, string[]>
}) {
  const { t } = useBookingTexts()
  const locale = currentLocale()
  const form = useForm<BookingContactInput, unknown, BookingContact>({
    resolver: zodResolver(bookingContactSchema),
    defaultValues: {
      first_name: draft?.first_name ?? '',
      surname: draft?.surname ?? '',
      email: draft?.email ?? '',
      phone: draft?.phone ?? '',
      note: draft?.note ?? '',
      // The consent they gave stays given too: choosing another time or service asks for nothing again.
      ...(draft?.consent ? { consent: draft.consent } : {}),
      website: '',
    },
  })
  const error = (name: keyof BookingContactInput) => {
    const message = form.formState.errors[name]?.message
    if (typeof message === 'string') return validationMessage(message, locale)
    return serverErrors?.[name]?.[0]
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('booking.firstName')}
          autoComplete="given-name"
          required
          error={error('first_name')}
          {...form.register('first_name')}
        />
        <TextField
          label={t('booking.surname')}
          autoComplete="family-name"
          required
          error={error('surname')}
          {...form.register('surname')}
        />
        <TextField
          label={t('booking.email')}
          type="email"
          autoComplete="email"
          required
          error={error('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('booking.phone')}
          type="tel"
          autoComplete="tel"
          required
          error={error('phone')}
          {...form.register('phone')}
        />
      </div>
      <div>
        <label htmlFor="booking-note" className="mb-1 block text-sm font-medium text-stone-800">
          {t('booking.note')}
        </label>
        <textarea
          id="booking-note"
          rows={3}
          className={cn(inputClasses(Boolean(error('note'))))}
          {...form.register('note')}
        />
        {error('note') && <p className="mt-1 text-sm text-red-700">{error('note')}</p>}
      </div>
      {/* A honeypot: people never see it, bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <div>
        <Checkbox
          label={t('booking.consent')}
          aria-invalid={error('consent') ? true : undefined}
          {...form.register('consent')}
        />
        {error('consent') && (
          <p role="alert" className="text-sm text-red-700">
            {error('consent')}
          </p>
        )}
      </div>
      <Button type="submit" loading={pending} fullWidth className="sm:w-auto sm:justify-self-start">
        {t('booking.confirm')}
      </Button>
    </form>
  )
}
