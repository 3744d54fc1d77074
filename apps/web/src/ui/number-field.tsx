import { numberFromInput } from '@rezervo/shared/input/decimal-number'
import { TextField, type TextFieldProps } from './text-field'

/**
 * A number typed as text: '0,5', '1 200,50' (spaces and no-break spaces) and '0.5' are read by the shared
 * parser, so a Czech decimal comma is never dropped ('0,5' h is not 5 h). Not `type="number"`, whose reading of
 * a comma depends on the browser and its language.
 */
export function NumberField({ inputMode = 'decimal', ...props }: Omit<TextFieldProps, 'type'>) {
  return <TextField type="text" inputMode={inputMode} autoComplete="off" {...props} />
}

/** react-hook-form's `register(name, numberValue)`: the typed text as the schema should see it. */
export const numberValue = { setValueAs: numberFromInput }
