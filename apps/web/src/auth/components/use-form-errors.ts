import type { AuthAction } from '@rezervo/shared/error-texts/errors'
import { validationMessage } from '@rezervo/shared/error-texts/validation'
import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { placeErrors } from '../../lib/api-error-text'
import { currentLocale } from '../../lib/i18n'
import { ActionFailure } from '../auth-actions'

/**
 * Errors of one account form: schema message keys translated for the current language, server field errors
 * (already in the request's language) set under their fields, and the rest as one alert text.
 */
export function useFormErrors<T extends FieldValues>(form: UseFormReturn<T>, action: AuthAction) {
  const [formMessage, setFormMessage] = useState<string>()
  const locale = currentLocale()

  function show(error: unknown) {
    const failedAction = error instanceof ActionFailure ? error.action : action
    const cause = error instanceof ActionFailure ? error.cause : error
    const fields = Object.keys(form.getValues())
    const placed = placeErrors(cause, fields, failedAction, currentLocale())
    Object.entries(placed.byField).forEach(([field, message], index) => {
      form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 })
    })
    setFormMessage(placed.formMessage)
  }

  return {
    formMessage,
    show,
    reset: () => setFormMessage(undefined),
    /** The text under a field: a catalogue key from the schema, or a server sentence as it came. */
    fieldError: (name: Path<T>) => {
      const errors = form.formState.errors as Record<string, { message?: unknown } | undefined>
      const message = errors[name]?.message
      return typeof message === 'string' ? validationMessage(message, locale) : undefined
    },
  }
}
