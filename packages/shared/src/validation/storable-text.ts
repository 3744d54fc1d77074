/**
 * Characters a text may carry in JSON or JavaScript but not into PostgreSQL: NUL (text cannot hold it) and a
 * lone UTF-16 surrogate ('\ud800', half of an emoji; text and jsonb refuse it). In a `u` regular expression a
 * proper surrogate pair is one code point, so only a lone half matches \p{Surrogate}.
 */
const LONE_SURROGATE = /\p{Surrogate}/u

/** Whether PostgreSQL can store the text as it is: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value)
}
