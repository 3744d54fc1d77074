import { validationMessage } from '@rezervo/shared/error-texts/validation'
import {
  calendarDatePattern,
  formatCalendarDateInput,
  readCalendarDate,
} from '@rezervo/shared/input/calendar-date'
import { MAX_YEAR, MIN_YEAR } from '@rezervo/shared/schemas/form-fields'
import { isIsoDate } from '@rezervo/shared/time/iso-date'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
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

/** Whether the browser can open a date input's calendar popup on request (not in tests' DOM, not in old browsers). */
const canShowPicker = () =>
  typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype

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
  const picker = useRef<HTMLInputElement>(null)
  const { t } = useTranslation()
  /** A day chosen in the browser's calendar popup: the field shows it the language's way, like a typed one. */
  const picked = (isoDate: string) => {
    if (!isIsoDate(isoDate)) return
    setText(formatCalendarDateInput(isoDate, locale))
    setProblem(null)
    if (isoDate !== value) onChange(isoDate, true)
  }
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
      trailing={
        canShowPicker() && (
          <>
            <button
              type="button"
              aria-label={t('chooseDate')}
              title={t('chooseDate')}
              disabled={props.disabled}
              onClick={() => {
                try {
                  picker.current?.showPicker()
                } catch {
                  // A browser that will not open it here: typing still works.
                }
              }}
              className="flex size-10 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
              >
                <rect x="3.5" y="5" width="17" height="15.5" rx="2" strokeWidth="1.8" />
                <path strokeWidth="1.8" strokeLinecap="round" d="M3.5 10h17M8 3v4M16 3v4" />
              </svg>
            </button>
            {/* Only the popup of this input is used; the field above is what people read and type in. */}
            <input
              ref={picker}
              type="date"
              tabIndex={-1}
              aria-hidden="true"
              data-date-picker=""
              min={`${MIN_YEAR}-01-01`}
              max={`${MAX_YEAR}-12-31`}
              value={isIsoDate(value) ? value : ''}
              onChange={(event) => picked(event.target.value)}
              className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
            />
          </>
        )
      }
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
