import { stripDiacritics } from '../format/diacritics'

export const SLUG_MAX_LENGTH = 80

/** URL slug from any text: 'Kadeřnictví U Nováků' → 'kadernictvi-u-novaku'. May be '' for text without letters. */
export function slugify(text: string): string {
  return stripDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '') // cutting at the limit may leave a trailing dash
}

/** Exactly the shape slugify produces, so hand-edited slugs cannot exceed what generated ones may be. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)
}
