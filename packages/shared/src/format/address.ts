/** The parts of a postal address as the forms keep them; any may be missing. */
export interface AddressParts {
  street?: string | null
  houseNumber?: string | null
  zip?: string | null
  city?: string | null
}

/**
 * One line, as Czech addresses are written: the street with its number, a comma, then the postcode and the
 * town with no comma between them ('Masarykova 1, 602 00 Brno'), on screen and in emails alike (issue 37,
 * finding 22, decision 079).
 */
export function formatAddress({ street, houseNumber, zip, city }: AddressParts): string {
  const streetLine = [street, houseNumber].filter(Boolean).join(' ')
  const townLine = [zip, city].filter(Boolean).join(' ')
  return [streetLine, townLine].filter(Boolean).join(', ')
}
