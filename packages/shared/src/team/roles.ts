/**
 * Who a member is in a company (issue 20, decision 037), from the most to the least trusted: the owner, a
 * manager, reception, or a worker linked to one worker record who sees only its day. A plain list without the
 * schema library, so the permissions table the dashboard's route guards read stays out of every first load.
 */
export const COMPANY_ROLES = ['owner', 'manager', 'reception', 'worker'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]
