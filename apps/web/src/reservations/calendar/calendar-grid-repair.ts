import type { CalendarView } from './calendar-location'

/**
 * rbc marks its grid up with table roles that do not nest (cells outside rows, a row group outside a table),
 * which screen readers announce wrongly and axe flags as critical. Every view loses them: the time views' events
 * and slots are reached as buttons, and so are the month's dates and events (a week's events and its "+ N more"
 * sit beside the row of dates, where a table allows no button, so the month cannot stay a table). The scrolling
 * schedule takes focus and has a name, so it can be scrolled from the keyboard.
 */
export function repairGrid(root: HTMLElement, _view: CalendarView, scrollLabel: string) {
  for (const element of root.querySelectorAll(
    '[role="table"], [role="rowgroup"], [role="row"], [role="cell"], [role="columnheader"]',
  )) {
    element.removeAttribute('role')
    element.removeAttribute('aria-sort')
    // rbc names its month table in English ("Month View"); without the role the name has nothing to name.
    element.removeAttribute('aria-label')
  }
  for (const area of root.querySelectorAll<HTMLElement>('.rbc-time-content, .rbc-time-view-resources')) {
    if (area.tabIndex !== 0) area.tabIndex = 0
    if (!area.getAttribute('aria-label')) area.setAttribute('aria-label', scrollLabel)
  }
}

/** Repairs the grid now and after every re-render of rbc; returns the function that stops watching. */
export function watchGrid(root: HTMLElement, view: CalendarView, scrollLabel: string): () => void {
  repairGrid(root, view, scrollLabel)
  const observer = new MutationObserver(() => repairGrid(root, view, scrollLabel))
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] })
  return () => observer.disconnect()
}
