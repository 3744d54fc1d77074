import { formatCalendarDateInput, parseCalendarDate } from '@rezervo/shared/input/calendar-date'
import { useEffect, useState } from 'react'
import { currentLocale } from '../lib/i18n'
import { TextField, type TextFieldProps } from './text-field'

export interface DateFieldProps
  extends Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'error'> {
  /** The ISO date shown, written the language's way ('23. 11. 2026'). */
  value: string
  /** Called with the ISO date once the typed text is a real day (on leaving the field or on Enter). */
  onChange: (isoDate: string) => void
  /** What the field says when the text is no date: it names the expected form. */
  invalidMessage: string
  error?: string
}

/**
 * A date typed as text, day first, as the app's language writes it (decision 035's typed fields): the shown
 * value follows the app's language, not the browser's, as `type="date"` would. The ISO date goes out only
 * once the text reads as a real day; until then the field keeps what was typed and says what it expects.
 */
export function DateField({
  value,
  onChange,
  invalidMessage,
  error,
  onBlur,
  onKeyDown,
  ...props
}: DateFieldProps) {
  const locale = currentLocale()
  const shown = formatCalendarDateInput(value, locale)
  const [text, setText] = useState(shown)
  const [invalid, setInvalid] = useState(false)
  // A new value from outside (a preset, the URL) replaces what is in the field.
  useEffect(() => {
    setText(shown)
    setInvalid(false)
  }, [shown])
  const commit = () => {
    const parsed = parseCalendarDate(text)
    setInvalid(parsed === null)
    if (parsed === null) return
    setText(formatCalendarDateInput(parsed, locale))
    if (parsed !== value) onChange(parsed)
  }
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      placeholder={formatCalendarDateInput('2026-11-23', locale)}
      value={text}
      error={invalid ? invalidMessage : error}
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
