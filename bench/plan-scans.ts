/**
 * Reading EXPLAIN (FORMAT JSON) plans for the scale audit (bench/scale-audit.ts, issue 39): which nodes scan a
 * whole table that grows with a salon's history. A sequential scan of such a table costs more every month; one
 * of a table of settings (branches, workers, items, hours) stays as cheap as the chain is large.
 */

/** Tables whose rows grow with history (reservations and what hangs on them, customers, the request logs). */
export const GROWING_TABLES = new Set([
  'reservations',
  'reservation_items',
  'reservation_history',
  'payments',
  'outbox_messages',
  'customers',
  'idempotency_keys',
  'rate_limits',
  'sessions',
  'sms_credit_ledger',
  'invoices',
  'invoice_lines',
  'member_audit_log',
  'card_charges',
  'billing_webhook_events',
])

/** One node of PostgreSQL's JSON plan, as far as the audit reads it. */
export interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  'Rows Removed by Filter'?: number
  Filter?: string
  Plans?: PlanNode[]
  [key: string]: unknown
}

/** What `EXPLAIN (…, FORMAT JSON)` answers: one element per statement. */
export interface ExplainedPlan {
  Plan: PlanNode
  'Planning Time'?: number
  'Execution Time'?: number
  /** Triggers' and constraints' time (the foreign-key checks of a write); in ANALYZE only. */
  Triggers?: { 'Trigger Name': string; Time: number; Calls: number }[]
}

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node
  for (const child of node.Plans ?? []) yield* nodesOf(child)
}

/** 'Seq Scan on reservations (filter: …)' for each sequential scan of a growing table in the plan. */
export function seqScansOnGrowingTables(plan: ExplainedPlan): string[] {
  const found: string[] = []
  for (const node of nodesOf(plan.Plan)) {
    const table = node['Relation Name']
    if (node['Node Type'] !== 'Seq Scan' || !table || !GROWING_TABLES.has(table)) continue
    found.push(`Seq Scan on ${table}${node.Filter ? ` (filter: ${node.Filter})` : ''}`)
  }
  return found
}

/** The plan's scan lines, one per table read: 'Index Scan using x on reservations', for the record in the docs. */
export function scanLines(plan: ExplainedPlan): string[] {
  const lines: string[] = []
  for (const node of nodesOf(plan.Plan)) {
    const table = node['Relation Name']
    const index = node['Index Name']
    // A Bitmap Index Scan names its index but not its table (its Bitmap Heap Scan, listed just before, does).
    if (!table && !index) continue
    const using = index ? ` using ${index}` : ''
    const rows =
      node['Actual Rows'] === undefined ? '' : ` (rows ${node['Actual Rows']}×${node['Actual Loops']})`
    lines.push(`${node['Node Type']}${using}${table ? ` on ${table}` : ''}${rows}`)
  }
  return lines
}

/** The statement's time in ms: planning plus execution (plus triggers, counted in execution). */
export function statementMs(plan: ExplainedPlan): number {
  return (plan['Planning Time'] ?? 0) + (plan['Execution Time'] ?? 0)
}

/** Slower than twice the empty database's time, beyond the noise of sub-millisecond statements. */
export function isSlowerThanTwiceEmpty(emptyMs: number, generatedMs: number, floorMs = 1): boolean {
  return generatedMs > 2 * emptyMs && generatedMs > floorMs
}
