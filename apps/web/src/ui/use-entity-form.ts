import { validationMessage } from '@rezervo/shared/error-texts/validation'
import { useState } from 'react'
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form'
import { apiErrorText } from '../lib/api-error-text'
import { ApiError } from '../lib/api-errors'
import { currentLocale } from '../lib/i18n'
import { notify } from './notifications/notification-store'

/**
 * Errors of one back-office form: schema keys translated, a 422's field errors (nested ones too, e.g.
 * `opening_hours.1.0.start`) placed under their fields, anything else as one alert text.
 */
export function useEntityFormErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'formState'>,
  fallback: string,
) {
  const [formMessage, setFormMessage] = useState<string>()
  /** Where the answer says the owner can act (402 plan_limit: the subscription screen). */
  const [formLink, setFormLink] = useState<string>()

  function show(error: unknown) {
    if (error instanceof ApiError && error.status === 422 && Object.keys(error.fieldErrors).length) {
      const entries = Object.entries(error.fieldErrors)
      entries.forEach(([field, messages], index) => {
        form.setError(
          field as Path<T>,
          { type: 'server', message: messages[0] },
          { shouldFocus: index === 0 },
        )
      })
      setFormMessage(undefined)
      setFormLink(undefined)
      return
    }
    const text = apiErrorText(error, { fallback }, currentLocale())
    setFormMessage(text)
    setFormLink(linkOf(error))
    notify({ tone: 'error', text })
  }

  return {
    formMessage,
    formLink,
    show,
    reset: () => {
      setFormMessage(undefined)
      setFormLink(undefined)
    },
    /** The text under a field: a catalogue key from the schema, or a server sentence as it came. */
    fieldError: (name: string): string | undefined => {
      const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message
      return typeof message === 'string' ? validationMessage(message, currentLocale()) : undefined
    },
  }
}

/** The `link` of an error answer that has one, when it is a path of this app. */
function linkOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  const link = (error.body as { link?: unknown } | undefined)?.link
  return typeof link === 'string' && link.startsWith('/dashboard/') ? link : undefined
}
