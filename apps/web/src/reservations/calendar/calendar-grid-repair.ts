import type { CalendarView } from './calendar-location'

/**
 * rbc marks its grid up with table roles that do not nest (cells outside rows, a row group outside a table),
 * which screen readers announce wrongly and axe flags as critical. The time views lose them (their events and
 * slots are reached as buttons); the month keeps its table, with rows around its date cells. The scrolling
 * schedule takes focus and has a name, so it can be scrolled from the keyboard.
 */
export function repairGrid(root: HTMLElement, view: CalendarView, scrollLabel: string) {
  if (view === 'month') {
    // A week's content is no row of its own: its inner rows hold the date cells.
    for (const content of root.querySelectorAll('.rbc-row-content[role="row"]'))
      content.removeAttribute('role')
    for (const row of root.querySelectorAll('.rbc-row-content > .rbc-row')) {
      if (row.querySelector(':scope > [role="cell"]') && row.getAttribute('role') !== 'row') {
        row.setAttribute('role', 'row')
      }
    }
    for (const header of root.querySelectorAll('.rbc-month-header span[role="columnheader"]')) {
      header.parentElement?.setAttribute('role', 'columnheader')
      header.removeAttribute('role')
      header.removeAttribute('aria-sort')
    }
  } else {
    for (const element of root.querySelectorAll(
      '[role="rowgroup"], [role="row"], [role="cell"], [role="columnheader"]',
    )) {
      element.removeAttribute('role')
      element.removeAttribute('aria-sort')
    }
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
