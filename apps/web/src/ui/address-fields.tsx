import { countryChoices } from '@rezervo/shared/validation/country'
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { currentLocale } from '../lib/i18n'
import { SelectField } from './select-field'
import { TextField } from './text-field'

type AddressField = 'street' | 'house_number' | 'city' | 'zip' | 'country'
type Address = Record<AddressField, string>

/** The address fields' starting values: the record's address as answered (empty texts for none), or a new one in CZ. */
export function addressFormValues(record?: { [field in AddressField]?: string | null }): Address {
  return {
    street: record?.street ?? '',
    house_number: record?.house_number ?? '',
    city: record?.city ?? '',
    zip: record?.zip ?? '',
    country: record?.country ?? 'CZ',
  }
}

/**
 * Street, house number, city, ZIP and country of a company or a branch. The country is a picker of countries
 * named in the screen's language and stores the ISO code (issue 37, finding 17): a text box of two characters
 * made 'Česko' into 'Če'. `country` is the record's stored code, kept as a choice even if the list lacks it.
 */
export function AddressFields<T extends FieldValues>({
  register,
  fieldError,
  country,
}: {
  register: UseFormRegister<T>
  fieldError: (name: string) => string | undefined
  country?: string | null
}) {
  const { t } = useBackofficeTexts()
  const countries = countryChoices(currentLocale(), country)
  const field = (name: AddressField) => ({ error: fieldError(name), ...register(name as Path<T>) })
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label={t('common.street')} autoComplete="address-line1" {...field('street')} />
        <TextField label={t('common.houseNumber')} {...field('house_number')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem_12rem]">
        <TextField label={t('common.city')} autoComplete="address-level2" {...field('city')} />
        <TextField
          label={t('common.zip')}
          autoComplete="postal-code"
          placeholder="110 00"
          {...field('zip')}
        />
        <SelectField label={t('common.country')} autoComplete="country" {...field('country')}>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  )
}
