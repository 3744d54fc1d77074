import type { Locale } from '@rezervo/shared/constants'
import type { Item } from '@rezervo/shared/schemas/item'

/** '45 minut', '0,5 hodin': the duration as the owner typed it, with the language's decimal mark. */
export function formatDuration(
  item: Pick<Item, 'duration' | 'duration_unit'>,
  locale: Locale,
  t: (key: 'services.minutes' | 'services.hours') => string,
): string {
  const unit = t(item.duration_unit === 'hours' ? 'services.hours' : 'services.minutes')
  return `${item.duration.toLocaleString(locale)} ${unit}`
}
