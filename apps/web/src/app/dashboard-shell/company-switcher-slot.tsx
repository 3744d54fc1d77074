import { CompanySwitcher } from '../../companies'

/** Where the company switcher goes (spec §2): every back-office screen works within the chosen company. */
export function CompanySwitcherSlot() {
  return (
    <div data-slot="company-switcher" className="flex min-w-0 flex-1">
      <CompanySwitcher />
    </div>
  )
}
