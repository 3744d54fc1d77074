import { useBackofficeTexts } from '../lib/backoffice-texts'

/** Marks a customer who shares a phone with another live customer of the company. */
export function DuplicateBadge() {
  const { t } = useBackofficeTexts()
  return (
    <span className="ml-2 inline-block rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 align-middle text-xs font-medium text-amber-950">
      {t('customers.possibleDuplicate')}
    </span>
  )
}
