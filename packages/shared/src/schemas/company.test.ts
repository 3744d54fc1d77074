import { describe, expect, it } from 'vitest'
import { companyInputSchema } from './company'

const errorsOf = (input: unknown) =>
  Object.fromEntries(
    (companyInputSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  )

describe('companyInputSchema', () => {
  it('normalises the Czech codes and turns empty fields into null', () => {
    expect(
      companyInputSchema.parse({
        name: '  Barber s.r.o. ',
        cin: ' 27082440 ',
        tin: 'cz 270 824 40',
        zip: '12000',
        iban: 'cz65 0800 0000 1920 0014 5399',
        billing_email: ' Fakturace@Barber.CZ ',
        street: '',
        country: 'cz',
      }),
    ).toEqual({
      name: 'Barber s.r.o.',
      cin: '27082440',
      tin: 'CZ27082440',
      street: null,
      house_number: null,
      city: null,
      zip: '120 00',
      country: 'CZ',
      billing_name: null,
      billing_email: 'fakturace@barber.cz',
      iban: 'CZ6508000000192000145399',
    })
  })

  it('applies the "valid …" rules of the spec to the name, the address and the city', () => {
    expect(
      errorsOf({ name: '!!!', street: '???', house_number: 'abc', city: '123', billing_name: '---' }),
    ).toEqual({
      name: 'valid.company_name',
      street: 'valid.address',
      house_number: 'valid.address',
      city: 'valid.city',
      billing_name: 'valid.company_name',
    })
    expect(errorsOf({ name: '<script>alert(1)</script>', city: 'Praha<' })).toEqual({
      name: 'valid.company_name',
      city: 'valid.city',
    })
    expect(errorsOf({ name: '  ' })).toEqual({ name: 'required' })
  })

  it.each([
    { name: 'Barber & Co. s.r.o.', street: 'třída 17. listopadu', house_number: '1234/56a', city: 'Praha 4' },
    { name: 'Kadeřnictví „U Nováků“', street: 'nám. Míru', house_number: '12', city: 'Frýdek-Místek' },
    {
      name: 'Salon 21',
      street: "O'Brienova",
      house_number: 'č. p. 5',
      city: 'Brandýs nad Labem-Stará Boleslav',
    },
  ])('accepts real Czech names and addresses: $name, $street $house_number, $city', (company) => {
    expect(errorsOf(company)).toEqual({})
  })

  it('checks the IČO check digit, the DIČ, the PSČ and the IBAN', () => {
    expect(
      errorsOf({
        name: 'X',
        cin: '27082441',
        tin: 'CZ12345678',
        zip: '1100',
        iban: 'CZ6508000000192000145398',
      }),
    ).toEqual({
      cin: 'valid.cin',
      tin: 'tin.legal',
      zip: 'valid.zip',
      iban: 'valid.iban',
    })
    expect(errorsOf({ name: 'X', tin: 'SK2020123456' })).toEqual({ tin: 'tin.format' })
    expect(errorsOf({ name: 'X', tin: 'CZ7103192746' })).toEqual({ tin: 'tin.birthNumberChecksum' })
    expect(errorsOf({ name: 'X', cin: '2708244' })).toEqual({ cin: 'valid.cin' })
    expect(errorsOf({ name: 'X', cin: '270824400' })).toEqual({ cin: 'valid.cin' })
  })

  it('requires a name and a country from the list, stored as its ISO code (issue 37, finding 17)', () => {
    expect(errorsOf({})).toEqual({ name: 'required' })
    expect(errorsOf({ name: 'X', country: 'CZE' })).toEqual({ country: 'valid.country' })
    // What a two-character text box made of 'Česko', and codes that name no country.
    expect(errorsOf({ name: 'X', country: 'Če' })).toEqual({ country: 'valid.country' })
    expect(errorsOf({ name: 'X', country: 'XX' })).toEqual({ country: 'valid.country' })
    expect(errorsOf({ name: 'X', country: 'EU' })).toEqual({ country: 'valid.country' })
    expect(companyInputSchema.parse({ name: 'X', country: 'sk' }).country).toBe('SK')
  })
})
