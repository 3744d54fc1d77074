import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { rowFromJson } from '../db/json-rows'
import {
  branchExceptions,
  branches,
  branchOpeningHours,
  categories,
  categoryGroups,
  companies,
  itemCategories,
  items,
  workers,
} from '../db/schema'

export async function findActiveBranchBySlug(db: DatabaseOrTransaction, slug: string) {
  const [row] = await db
    .select({ branch: branches, companyName: companies.name, category: categories, group: categoryGroups })
    .from(branches)
    .innerJoin(companies, eq(companies.id, branches.companyId))
    .leftJoin(categories, eq(categories.id, branches.categoryId))
    .leftJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .where(
      and(
        eq(branches.slug, slug),
        isNull(branches.archivedAt),
        // Over the plan's limit (decision 032): hidden from booking, like an archived branch.
        isNull(branches.suspendedAt),
        isNull(companies.archivedAt),
      ),
    )
  return row
}

interface PublicBranchJson {
  branch: Record<string, unknown>
  company_name: string
  category: Record<string, unknown> | null
  group: Record<string, unknown> | null
  hours: Record<string, unknown>[]
  exceptions: Record<string, unknown>[]
  workers: Record<string, unknown>[]
  performed: { workerId: number; item: Record<string, unknown>; category: Record<string, unknown> | null }[]
}

/**
 * Everything the public branch call shows, in one statement (one round trip, issue 16): the live branch at
 * the slug as findActiveBranchBySlug answers it, its opening hours (by weekday and start), its date
 * exceptions from the branch's today (at `now`, in its time zone) for `nextDays` more days, and its staff
 * and the active, online-bookable items each performs. Undefined when there is no such live branch.
 */
export async function findPublicBranchBySlug(
  db: DatabaseOrTransaction,
  slug: string,
  now: Date,
  nextDays: number,
) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone br.time_zone)::date`
  const staff = sql`select w.id from workers w join worker_branches wb on wb.worker_id = w.id
    where wb.branch_id = br.id and w.archived_at is null and w.suspended_at is null`
  const result = await db.execute(sql`
    select to_jsonb(br) as branch, c.name as company_name, to_jsonb(cat) as category, to_jsonb(g) as "group",
      coalesce((select jsonb_agg(to_jsonb(o) order by o.iso_weekday, o.start_minute)
        from branch_opening_hours o where o.branch_id = br.id), '[]'::jsonb) as hours,
      coalesce((select jsonb_agg(to_jsonb(e)) from branch_exceptions e where e.branch_id = br.id
        and e.date between ${today} and ${today} + ${nextDays}::int), '[]'::jsonb) as exceptions,
      coalesce((select jsonb_agg(to_jsonb(w) order by w.name) from workers w
        where w.id in (${staff})), '[]'::jsonb) as workers,
      coalesce((select jsonb_agg(jsonb_build_object('workerId', wi.worker_id, 'item', to_jsonb(i),
          'category', to_jsonb(ic)))
        from worker_items wi join items i on i.id = wi.item_id
        left join item_categories ic on ic.id = i.item_category_id
        where wi.worker_id in (${staff}) and i.active and i.bookable_online and i.archived_at is null),
        '[]'::jsonb) as performed
    from branches br
    join companies c on c.id = br.company_id
    left join categories cat on cat.id = br.category_id
    left join category_groups g on g.id = cat.group_id
    where br.slug = ${slug} and br.archived_at is null and br.suspended_at is null and c.archived_at is null`)
  const [row] = (result as unknown as { rows: PublicBranchJson[] }).rows
  if (!row) return undefined
  return {
    row: {
      branch: rowFromJson(branches, row.branch),
      companyName: row.company_name,
      category: row.category ? rowFromJson(categories, row.category) : null,
      group: row.group ? rowFromJson(categoryGroups, row.group) : null,
    },
    hours: row.hours.map((hour) => rowFromJson(branchOpeningHours, hour)),
    exceptions: row.exceptions.map((exception) => rowFromJson(branchExceptions, exception)),
    staff: {
      workers: row.workers.map((worker) => rowFromJson(workers, worker)),
      performed: row.performed.map((entry) => ({
        workerId: entry.workerId,
        item: rowFromJson(items, entry.item),
        category: entry.category ? rowFromJson(itemCategories, entry.category) : null,
      })),
    },
  }
}
