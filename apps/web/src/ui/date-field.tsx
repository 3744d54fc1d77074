import {
  calendarDatePattern,
  formatCalendarDateInput,
  readCalendarDate,
} from '@rezervo/shared/input/calendar-date'
import { validationMessage } from '@rezervo/shared/messages/validation'
import { isIsoDate } from '@rezervo/shared/time/iso-date'
import { useEffect, useState } from 'react'
import { currentLocale } from '../lib/i18n'
import { TextField, type TextFieldProps } from './text-field'

type Problem = 'dateTyped' | 'dateRange' | 'required'

export interface DateFieldProps
  extends Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'min' | 'max'> {
  /** The ISO date shown, written the language's way ('23. 11. 2026'); '' for none. */
  value: string
  /**
   * Called when the typed text is settled (on leaving the field or on Enter) with the ISO date of a real day,
   * '' for an emptied field, or the text as typed when it is no date (so a form's schema refuses it and sends
   * nothing). `valid` says the value may be used: a date, or '' in a field that is not required.
   */
  onChange: (value: string, valid: boolean) => void
  /** What the field says when the text is no date; by default it names the expected form ('23. 11. 2026'). */
  invalidMessage?: string
  error?: string
}

/** Where a value from outside (the form, the URL) stands: what to show and what is wrong with it. */
function fromValue(value: string, locale: 'cs' | 'en') {
  if (value === '') return { text: '', problem: null }
  if (isIsoDate(value)) return { text: formatCalendarDateInput(value, locale), problem: null }
  // What was typed and refused, kept by the form: shown as typed, still refused.
  return { text: value, problem: readCalendarDate(value).problem ?? null }
}

/**
 * A date typed as text, day first, as the app's language writes it (decision 035's typed fields): the shown
 * value follows the app's language, not the browser's, as `type="date"` would. The ISO date goes out only
 * once the text reads as a real day in the years the app takes (1900–2999, decision 020); until then the field
 * keeps what was typed and says what it expects.
 */
export function DateField({
  value,
  onChange,
  invalidMessage,
  error,
  required,
  onBlur,
  onKeyDown,
  ...props
}: DateFieldProps) {
  const locale = currentLocale()
  const outside = fromValue(value, locale)
  const [text, setText] = useState(outside.text)
  const [problem, setProblem] = useState<Problem | null>(outside.problem)
  // A new value from outside (a preset, the URL, a reset form) replaces what is in the field.
  useEffect(() => {
    setText(outside.text)
    setProblem(outside.problem)
  }, [outside.text, outside.problem])
  const commit = () => {
    const read = readCalendarDate(text)
    if (read.problem) {
      setProblem(read.problem)
      const typed = text.trim()
      if (typed !== value) onChange(typed, false)
      return
    }
    setProblem(read.date === '' && required ? 'required' : null)
    if (read.date !== '') setText(formatCalendarDateInput(read.date, locale))
    if (read.date !== value) onChange(read.date, read.date !== '' || !required)
  }
  const problemText =
    problem === null
      ? undefined
      : problem === 'dateRange'
        ? validationMessage('dateRange', locale)
        : (invalidMessage ?? validationMessage('dateTyped', locale))
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      placeholder={calendarDatePattern(locale)}
      required={required}
      value={text}
      error={problemText ?? error}
      onChange={(event) => setText(event.target.value)}
      onBlur={(event) => {
        commit()
        onBlur?.(event)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
        onKeyDown?.(event)
      }}
      {...props}
    />
  )
}
