import { and, asc, count, desc, eq, isNull } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { companies, companyInvitations, companyMembers, memberAuditLog, users, workers } from '../db/schema'

/** The company's members with their accounts and linked workers, owners first, then by name. */
export function listMemberRows(db: DatabaseOrTransaction, companyId: number) {
  return db
    .select({
      userId: companyMembers.userId,
      role: companyMembers.role,
      workerId: companyMembers.workerId,
      workerName: workers.name,
      createdAt: companyMembers.createdAt,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(workers, eq(workers.id, companyMembers.workerId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId))
}
export type MemberRow = Awaited<ReturnType<typeof listMemberRows>>[number]

export async function findMemberByEmail(db: DatabaseOrTransaction, companyId: number, email: string) {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(users.email, email)))
  return row
}

export async function findMemberLinkedToWorker(
  db: DatabaseOrTransaction,
  companyId: number,
  workerId: number,
) {
  const [row] = await db
    .select({ email: users.email, userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.workerId, workerId)))
  return row
}

export async function findLiveWorker(db: DatabaseOrTransaction, companyId: number, workerId: number) {
  const [row] = await db
    .select({ id: workers.id, name: workers.name })
    .from(workers)
    .where(and(eq(workers.id, workerId), eq(workers.companyId, companyId), isNull(workers.archivedAt)))
  return row
}

/** Removes a membership; answers the removed row (for the audit entry), or undefined when there was none. */
export async function deleteMember(db: DatabaseOrTransaction, companyId: number, userId: number) {
  const [row] = await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .returning({ role: companyMembers.role })
  return row
}

export async function updateMemberRole(
  db: DatabaseOrTransaction,
  companyId: number,
  userId: number,
  values: { role: string; workerId: number | null },
) {
  await db
    .update(companyMembers)
    .set(values)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
}

export async function countOwners(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select({ owners: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
  return row?.owners ?? 0
}

export async function insertMember(
  db: DatabaseOrTransaction,
  values: { companyId: number; userId: number; role: string; workerId: number | null },
) {
  const rows = await db.insert(companyMembers).values(values).onConflictDoNothing().returning()
  return rows.length > 0
}

/** Serialises the changes of one company's members (two owners removing each other at once). */
export async function lockCompanyMembers(db: DatabaseOrTransaction, companyId: number) {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update')
}

const invitationColumns = {
  id: companyInvitations.id,
  companyId: companyInvitations.companyId,
  email: companyInvitations.email,
  role: companyInvitations.role,
  workerId: companyInvitations.workerId,
  workerName: workers.name,
  locale: companyInvitations.locale,
  sentAt: companyInvitations.sentAt,
  expiresAt: companyInvitations.expiresAt,
  acceptedAt: companyInvitations.acceptedAt,
  revokedAt: companyInvitations.revokedAt,
  inviterFirstName: users.firstName,
  inviterSurname: users.surname,
  companyName: companies.name,
}

function invitationQuery(db: DatabaseOrTransaction) {
  return db
    .select(invitationColumns)
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(workers, eq(workers.id, companyInvitations.workerId))
    .leftJoin(users, eq(users.id, companyInvitations.invitedByUserId))
}
export type InvitationRow = Awaited<ReturnType<typeof invitationQuery>>[number]

/** Invitations neither accepted nor revoked (expired ones too: the owner can send them again), newest first. */
export function listOpenInvitations(db: DatabaseOrTransaction, companyId: number) {
  return invitationQuery(db)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    )
    .orderBy(desc(companyInvitations.sentAt), desc(companyInvitations.id))
}

export async function findInvitation(db: DatabaseOrTransaction, id: number) {
  const [row] = await invitationQuery(db).where(eq(companyInvitations.id, id))
  return row
}

/** The invitation of a link, locked for the transaction that accepts it (one acceptance wins). */
export async function findInvitationByTokenHash(db: DatabaseOrTransaction, tokenHash: string, lock = false) {
  const query = invitationQuery(db).where(eq(companyInvitations.tokenHash, tokenHash))
  const [row] = lock ? await query.for('update', { of: companyInvitations }) : await query
  return row
}

export async function findOpenInvitationFor(db: DatabaseOrTransaction, companyId: number, email: string) {
  const [row] = await invitationQuery(db).where(
    and(
      eq(companyInvitations.companyId, companyId),
      eq(companyInvitations.email, email),
      isNull(companyInvitations.acceptedAt),
      isNull(companyInvitations.revokedAt),
    ),
  )
  return row
}

export async function insertInvitation(
  db: DatabaseOrTransaction,
  values: typeof companyInvitations.$inferInsert,
) {
  const [row] = await db.insert(companyInvitations).values(values).returning({ id: companyInvitations.id })
  if (!row) throw new Error('insert returned no row')
  return row.id
}

export async function updateInvitation(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<typeof companyInvitations.$inferInsert>,
) {
  await db.update(companyInvitations).set(values).where(eq(companyInvitations.id, id))
}

export async function insertAuditEntry(
  db: DatabaseOrTransaction,
  values: typeof memberAuditLog.$inferInsert,
) {
  await db.insert(memberAuditLog).values(values)
}

export function listAuditEntries(
  db: DatabaseOrTransaction,
  companyId: number,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(memberAuditLog)
    .where(eq(memberAuditLog.companyId, companyId))
    .orderBy(desc(memberAuditLog.createdAt), desc(memberAuditLog.id))
    .limit(limit)
    .offset(offset)
}

export async function countAuditEntries(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(memberAuditLog)
    .where(eq(memberAuditLog.companyId, companyId))
  return row?.total ?? 0
}
