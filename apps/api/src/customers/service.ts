import {
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerValues,
  customerSearchTerms,
  customerSearchText,
  type DeleteResult,
  ERASED_CUSTOMER_FIRST_NAME,
  ERASED_CUSTOMER_SURNAME,
  type Locale,
  type WorkerCustomer,
} from '@rezervo/shared'
import { reservationState } from '@rezervo/shared/reservations/reservation-state'
import type { AppDeps } from '../app-deps'
import { deleteOrArchive } from '../db/delete-or-archive'
import { PG_UNIQUE_VIOLATION, pgConstraintName, pgErrorCode } from '../db/errors'
import { type CompanyAccess, ensureInCompany, ownWorkerOf } from '../http/company-access'
import { FieldValidationError, HttpError } from '../http/errors'
import { isoOrNull, listAnswer, pageWindow } from '../http/records'
import { customersCsv } from './csv-export'
import { toCustomerJson } from './customer-json'
import {
  archiveCustomer,
  type CustomerColumns,
  type CustomerRecord,
  customerEmailTaken,
  deleteCustomerRow,
  eraseCustomerData,
  findCustomer,
  findCustomerReservations,
  findCustomersForExport,
  findCustomerTurnover,
  insertCustomer,
  isCustomerOfWorker,
  listCustomers,
  updateCustomer,
} from './repository'

/** The detail shows this many recent reservations; the calendar has the rest. */
const DETAIL_RESERVATION_LIMIT = 200

export const customerNotFound = () => new HttpError(404, 'customerNotFound')

function toColumns(input: CustomerValues): CustomerColumns {
  const columns = {
    firstName: input.first_name,
    surname: input.surname,
    email: input.email,
    phone: input.phone,
    note: input.note,
    locale: input.locale,
    consentAt: input.consent_at ? new Date(input.consent_at) : null,
  }
  return { ...columns, searchText: customerSearchText(columns) }
}

/** A missing customer, or another company's, answers the spec's 'Customer not found.' (404). */
/** The customer in the path; for a worker, only one with a reservation of theirs (else 404 like a missing one). */
export async function loadCustomer(deps: AppDeps, access: CompanyAccess, customerId: number) {
  const row = ensureInCompany(
    await findCustomer(deps.database.db, customerId),
    access.companyId,
    customerNotFound,
  )
  const own = ownWorkerOf(access)
  if (own !== undefined && !(await isCustomerOfWorker(deps.database.db, customerId, own)))
    throw customerNotFound()
  return row
}

/** What a worker sees of a customer: name, phone and note (decision 037). */
function toWorkerCustomerJson(row: CustomerRecord): WorkerCustomer {
  return { id: row.id, first_name: row.firstName, surname: row.surname, phone: row.phone, note: row.note }
}

/** Checked first for a clear answer; the unique index settles a race the same way. */
async function writeWithUniqueEmail<T>(
  deps: AppDeps,
  access: CompanyAccess,
  input: CustomerValues,
  exceptId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  const taken = () => new FieldValidationError({ email: ['unique'] })
  if (input.email && (await customerEmailTaken(deps.database.db, access.companyId, input.email, exceptId))) {
    throw taken()
  }
  try {
    return await write()
  } catch (error) {
    if (
      pgErrorCode(error) === PG_UNIQUE_VIOLATION &&
      pgConstraintName(error) === 'customers_company_lower_email_unique'
    ) {
      throw taken()
    }
    throw error
  }
}

export async function listCompanyCustomers(deps: AppDeps, access: CompanyAccess, query: CustomerListQuery) {
  const own = ownWorkerOf(access)
  const { rows, total } = await listCustomers(deps.database.db, access.companyId, {
    archived: query.archived,
    duplicates: query.duplicates,
    terms: customerSearchTerms(query.search),
    workerId: own,
    ...pageWindow(query),
  })
  return listAnswer(query, { rows, total }, own === undefined ? toCustomerJson : toWorkerCustomerJson)
}

export async function getCustomer(
  deps: AppDeps,
  access: CompanyAccess,
  customerId: number,
): Promise<{ data: CustomerDetail | WorkerCustomer }> {
  const row = await loadCustomer(deps, access, customerId)
  if (ownWorkerOf(access) !== undefined) return { data: toWorkerCustomerJson(row) }
  const { db } = deps.database
  const now = deps.clock.now()
  const [{ rows, itemRows }, turnover] = await Promise.all([
    findCustomerReservations(db, customerId, DETAIL_RESERVATION_LIMIT),
    findCustomerTurnover(db, customerId, now),
  ])
  return {
    data: {
      ...toCustomerJson(row),
      reservations: rows.map(({ reservation, paidCzk }) => ({
        id: reservation.id,
        branch_id: reservation.branchId,
        worker_id: reservation.workerId,
        starts_at: reservation.startsAt.toISOString(),
        ends_at: reservation.endsAt.toISOString(),
        price_czk: reservation.priceCzk,
        state: reservationState(reservation, now),
        cancelled_at: isoOrNull(reservation.cancelledAt),
        item_names: itemRows.filter((item) => item.reservationId === reservation.id).map((item) => item.name),
        paid_czk: paidCzk,
        attendance: reservation.attendance ?? null,
      })),
      turnover: {
        planned_czk: turnover.plannedCzk,
        real_czk: turnover.realCzk,
        reservation_count: turnover.reservationCount,
        upcoming_count: turnover.upcomingCount,
        no_show_count: turnover.noShowCount,
      },
    },
  }
}

export async function createCustomer(deps: AppDeps, access: CompanyAccess, input: CustomerValues) {
  const row = await writeWithUniqueEmail(deps, access, input, undefined, () =>
    insertCustomer(deps.database.db, access.companyId, toColumns(input)),
  )
  return { data: toCustomerJson(row) }
}

export async function editCustomer(
  deps: AppDeps,
  access: CompanyAccess,
  customerId: number,
  input: CustomerValues,
) {
  await loadCustomer(deps, access, customerId)
  const row = await writeWithUniqueEmail(deps, access, input, customerId, () =>
    updateCustomer(deps.database.db, customerId, toColumns(input), deps.clock.now()),
  )
  return { data: toCustomerJson(row) }
}

export async function removeCustomer(
  deps: AppDeps,
  access: CompanyAccess,
  customerId: number,
): Promise<{ data: DeleteResult }> {
  await loadCustomer(deps, access, customerId)
  const result = await deleteOrArchive(
    deps.database.db,
    customerId,
    (tx) => deleteCustomerRow(tx, customerId),
    (db) => archiveCustomer(db, customerId, deps.clock.now()),
  )
  return { data: result }
}

/**
 * Erasure on request (GDPR art. 17): names become 'Smazaný zákazník', contact details and notes go, and the
 * reservations and payments stay so the turnover figures do not change. Erasing twice changes nothing more.
 */
export async function eraseCustomer(deps: AppDeps, access: CompanyAccess, customerId: number) {
  const existing = await loadCustomer(deps, access, customerId)
  if (existing.erasedAt) return { data: toCustomerJson(existing) }
  const now = deps.clock.now()
  const row = await eraseCustomerData(
    deps.database.db,
    customerId,
    {
      firstName: ERASED_CUSTOMER_FIRST_NAME,
      surname: ERASED_CUSTOMER_SURNAME,
      email: null,
      phone: null,
      note: null,
      consentAt: null,
      searchText: '',
      erasedAt: now,
    },
    now,
  )
  return { data: toCustomerJson(row) }
}

export async function exportCustomersCsv(
  deps: AppDeps,
  access: CompanyAccess,
  search: string | undefined,
  locale: Locale,
) {
  const rows = await findCustomersForExport(deps.database.db, access.companyId, customerSearchTerms(search))
  return customersCsv(rows, locale)
}
