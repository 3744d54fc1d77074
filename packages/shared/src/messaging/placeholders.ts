/** The values a notification text can name as {placeholder}; the settings screen lists them. */
export const NOTIFICATION_PLACEHOLDERS = [
  'customer_name',
  'date',
  'time',
  'branch',
  'service',
  'link',
  /** The branch's phone. */
  'phone',
  'reason',
] as const
export type NotificationPlaceholder = (typeof NOTIFICATION_PLACEHOLDERS)[number]
export type PlaceholderValues = Record<NotificationPlaceholder, string>

const PLACEHOLDER = /\{([a-z_]+)\}/g
const KNOWN = new Set<string>(NOTIFICATION_PLACEHOLDERS)

/**
 * Fills {customer_name}, {date}… with the values. An unknown name stays as written, so a typo shows in the
 * preview instead of vanishing; an empty value leaves no double space behind.
 */
export function renderPlaceholders(template: string, values: PlaceholderValues): string {
  return template
    .replace(PLACEHOLDER, (whole, name: string) =>
      KNOWN.has(name) ? values[name as NotificationPlaceholder] : whole,
    )
    .replace(/ {2,}/g, ' ')
    .trim()
}

/** The {names} of a template that are not placeholders, for the settings form's validation. */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !KNOWN.has(name))
}
