import type { Page } from 'playwright-core'

/**
 * The screen point of a wall time in a day-view column (0 = first worker), scrolled into view first. The
 * columns span the whole day, so the point is a fraction of the column's height.
 */
export async function slotPoint(page: Page, column: number, hour: number, minute = 0) {
  return page.evaluate(
    ({ column, minutes }) => {
      const content = document.querySelector('.rbc-time-content') as HTMLElement
      const slot = content.querySelectorAll('.rbc-day-slot')[column] as HTMLElement
      const offset = (slot.offsetHeight * minutes) / 1440
      if (offset < content.scrollTop + 40 || offset > content.scrollTop + content.clientHeight - 40) {
        content.scrollTop = offset - 120
      }
      const box = slot.getBoundingClientRect()
      // Near the column's left edge: the notifications stack over the middle of the screen.
      return { x: box.left + 24, y: box.top + (box.height * minutes) / 1440 + 3 }
    },
    { column, minutes: hour * 60 + minute },
  )
}

/** Drags an event by its middle so that its top lands on the wall time in the column. */
export async function dragEvent(page: Page, name: string, column: number, hour: number, minute = 0) {
  const event = page.locator('.rbc-event', { hasText: name }).first()
  const box = (await event.boundingBox())!
  const grab = { x: box.x + box.width / 2, y: box.y + Math.min(12, box.height / 2) }
  await page.mouse.move(grab.x, grab.y)
  await page.mouse.down()
  const target = await slotPoint(page, column, hour, minute)
  // The slot math moved nothing yet, but a scroll may have moved the event: grab it where it is now.
  const now = (await event.boundingBox())!
  const offset = grab.y - box.y
  await page.mouse.move(now.x + now.width / 2, now.y + offset - 1)
  await page.mouse.move(target.x, target.y + offset - 3, { steps: 12 })
  await page.mouse.up()
}
