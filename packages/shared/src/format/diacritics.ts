/**
 * Removes accents: 'Příliš žluťoučký kůň' → 'Prilis zlutoucky kun'.
 * NFD splits each accented letter into its base letter and combining marks, which are then dropped, so every
 * Czech letter (č, ř, ů, ď, ť, ň, ...) maps to plain ASCII without a hand-kept table.
 */
export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '')
}
