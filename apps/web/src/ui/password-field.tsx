import { useState } from 'react'
import { TextField, type TextFieldProps } from './text-field'

/** A password input with a show/hide toggle, so a typo on a phone can be seen before submitting. */
export function PasswordField({
  showLabel,
  hideLabel,
  ...props
}: Omit<TextFieldProps, 'type' | 'trailing'> & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          onClick={() => setVisible((value) => !value)}
          className="flex size-10 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor">
            <path strokeWidth="1.8" d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" strokeWidth="1.8" />
            {visible && <path strokeWidth="1.8" strokeLinecap="round" d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  )
}
