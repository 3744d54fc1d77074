import { normalizeClockTimeInput } from '@rezervo/shared/input/clock-time'
import { type FocusEvent, useId } from 'react'
import { TextField, type TextFieldProps } from './text-field'

const QUARTER_HOURS = Array.from(
  { length: 96 },
  (_, index) =>
    `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`,
)

/** The quarter hours of a day, offered by time inputs that name this list (`list={id}`). */
export function QuarterHourOptions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {QUARTER_HOURS.map((time) => (
        <option key={time} value={time} />
      ))}
    </datalist>
  )
}

/**
 * What a time input does when the user leaves it: '930', '9.30', '9,30' or '9' becomes '09:30' / '09:00' in the
 * input itself (before the form reads it), so a phone's numeric keypad, which has no colon, is enough.
 */
export function normalizeTimeOnBlur(event: FocusEvent<HTMLInputElement>, endOfDay = false) {
  const normalized = normalizeClockTimeInput(event.target.value, { endOfDay })
  if (normalized !== event.target.value) event.target.value = normalized
}

/**
 * A time of day typed as text on the numeric keypad ('930' → '09:30' on leaving the field), with the quarter
 * hours offered as suggestions. Replaces `type="time"`, whose picker cannot take '930' and differs per browser.
 */
export function TimeField({ onBlur, ...props }: Omit<TextFieldProps, 'type' | 'list'>) {
  const listId = useId()
  return (
    <>
      <TextField
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:MM"
        maxLength={5}
        list={listId}
        onBlur={(event) => {
          normalizeTimeOnBlur(event)
          onBlur?.(event)
        }}
        {...props}
      />
      <QuarterHourOptions id={listId} />
    </>
  )
}
