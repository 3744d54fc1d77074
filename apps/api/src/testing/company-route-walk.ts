import { branchPayload, customerPayload, itemPayload, workerPayload } from './back-office-fixtures'

/** The authorisation walk of authorisation.integration.test.ts: what it expects to find, and valid bodies. */

/** The features of the back office (issue 5), by the name of the function that registers their routes. */
export const BACK_OFFICE_FEATURES = [
  'registerCompanyRoutes',
  'registerBranchRoutes',
  'registerItemCategoryRoutes',
  'registerItemRoutes',
  'registerWorkerRoutes',
  'registerCustomerRoutes',
]

/** Every route of those features behind the company access check; a new route must be added here. */
export const COMPANY_ROUTES = [
  'GET /',
  'PUT /',
  'DELETE /',
  'PUT /last-opened',
  'GET /branches',
  'POST /branches',
  'GET /branches/:branchId',
  'PUT /branches/:branchId',
  'DELETE /branches/:branchId',
  'GET /branches/:branchId/holidays',
  'GET /item-categories',
  'POST /item-categories',
  'GET /item-categories/:itemCategoryId',
  'PUT /item-categories/:itemCategoryId',
  'DELETE /item-categories/:itemCategoryId',
  'GET /items',
  'POST /items',
  'GET /items/:itemId',
  'PUT /items/:itemId',
  'DELETE /items/:itemId',
  'GET /workers',
  'POST /workers',
  'GET /workers/:workerId',
  'PUT /workers/:workerId',
  'DELETE /workers/:workerId',
  'GET /workers/:workerId/exceptions',
  'POST /workers/:workerId/exceptions',
  'GET /workers/:workerId/exceptions/:exceptionId',
  'PUT /workers/:workerId/exceptions/:exceptionId',
  'DELETE /workers/:workerId/exceptions/:exceptionId',
  'GET /customers',
  'POST /customers',
  'GET /customers/export.csv',
  'GET /customers/:customerId',
  'PUT /customers/:customerId',
  'DELETE /customers/:customerId',
  'POST /customers/:customerId/erase',
  'POST /customers/:customerId/merge',
]

/** A valid body for each mutating route, so a refusal can only come from the access rules. */
export const VALID_BODIES: Record<string, () => unknown> = {
  'PUT /': () => ({ name: 'Převzatá firma' }),
  'POST /branches': () => branchPayload({ name: 'Cizí pobočka' }),
  'PUT /branches/:branchId': () => branchPayload({ name: 'Cizí pobočka' }),
  'POST /item-categories': () => ({ name: 'Cizí kategorie' }),
  'PUT /item-categories/:itemCategoryId': () => ({ name: 'Cizí kategorie' }),
  'POST /items': () => itemPayload(),
  'PUT /items/:itemId': () => itemPayload(),
  'POST /workers': () => workerPayload(),
  'PUT /workers/:workerId': () => workerPayload(),
  'POST /workers/:workerId/exceptions': () => ({
    kind: 'holiday',
    starts_at: '2026-12-24T00:00',
    ends_at: '2026-12-27T00:00',
  }),
  'PUT /workers/:workerId/exceptions/:exceptionId': () => ({
    kind: 'sickness',
    starts_at: '2026-12-24T00:00',
    ends_at: '2026-12-27T00:00',
  }),
  'POST /customers': () => customerPayload({ email: 'cizi@example.cz' }),
  'PUT /customers/:customerId': () => customerPayload({ email: 'cizi@example.cz' }),
  // Whichever source: the customer in the path is judged first.
  'POST /customers/:customerId/merge': () => ({ source_customer_id: 1 }),
  'PUT /subscription': () => ({ plan_id: 'start', interval: 'month', payment_method: 'bank_transfer' }),
  'PUT /subscription/kept': () => ({ branch_ids: [], worker_ids: [] }),
  'POST /subscription/sms-packs': () => ({ pack_id: 'sms-100' }),
}
