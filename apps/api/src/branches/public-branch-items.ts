import type { PublicBranch } from '@rezervo/shared'
import type { findPublicBranchBySlug } from './public-branch-repository'

type Performed = NonNullable<Awaited<ReturnType<typeof findPublicBranchBySlug>>>['staff']['performed']

/**
 * The branch's bookable items grouped by the company's item categories (in their order, uncategorised
 * last), each item naming the workers who perform it, so the page can offer only workers who do them all.
 */
export function groupItemsByCategory(performed: Performed): PublicBranch['item_categories'] {
  const itemsById = new Map<
    number,
    { item: Performed[number]['item']; category: Performed[number]['category']; workerIds: number[] }
  >()
  for (const { workerId, item, category } of performed) {
    const entry = itemsById.get(item.id) ?? { item, category, workerIds: [] }
    entry.workerIds.push(workerId)
    itemsById.set(item.id, entry)
  }
  const groups = new Map<number | null, PublicBranch['item_categories'][number] & { position: number }>()
  const sorted = [...itemsById.values()].sort(
    (a, b) => a.item.position - b.item.position || a.item.id - b.item.id,
  )
  for (const { item, category, workerIds } of sorted) {
    // An archived item category no longer groups anything; its items show as uncategorised.
    const live = category && !category.archivedAt ? category : null
    const key = live?.id ?? null
    const group = groups.get(key) ?? {
      id: key,
      name: live?.name ?? null,
      items: [],
      position: live?.position ?? Number.MAX_SAFE_INTEGER,
    }
    group.items.push({
      id: item.id,
      name: item.name,
      description: item.description,
      duration_minutes: item.durationMinutes,
      duration_unit: item.durationUnit,
      price_czk: item.priceCzk,
      buffer_after_minutes: item.bufferAfterMinutes,
      worker_ids: workerIds.sort((a, b) => a - b),
    })
    groups.set(key, group)
  }
  return [...groups.values()]
    .sort((a, b) => a.position - b.position || (a.id ?? 0) - (b.id ?? 0))
    .map(({ position: _position, ...group }) => group)
}
