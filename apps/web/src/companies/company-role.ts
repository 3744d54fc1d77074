import type { Company } from '@rezervo/shared/schemas/company'
import { type Access, type Area, type CompanyRole, can } from '@rezervo/shared/team/permissions'
import type { ListAnswer } from '../lib/company-resource'
import { companiesResource } from '../lib/company-resources'
import { queryClient } from '../lib/query-client'
import { pickCompanyId, readStoredCompanyId, useCurrentCompany } from './current-company'

/**
 * The signed-in member's role in the current company, and what the one permissions table
 * (packages/shared/src/team/permissions.ts, decision 037) lets it do. Until the company list has loaded the
 * role is unknown and nothing role-bound is offered, so a forbidden button never flashes up.
 */
export function useCompanyRole() {
  const { company } = useCurrentCompany()
  const role: CompanyRole | null = company?.role ?? null
  return {
    role,
    /** For the worker role: the worker record whose day the member sees. */
    workerId: company?.worker_id ?? null,
    /** For the worker role: that worker record's name (null when the record is gone). */
    workerName: company?.worker_name ?? null,
    can: (area: Area, access: Access = 'read') => role !== null && can(role, area, access),
  }
}

/**
 * The role in the current company for a route loader: the company list is read (or taken from the cache) and
 * the same choice as the switcher's is made. Null when it cannot be known (signed out, offline, no company);
 * the screen then reports that itself.
 */
export async function loadCurrentRole(): Promise<CompanyRole | null> {
  try {
    const answer = (await queryClient.ensureQueryData(companiesResource.rows())) as ListAnswer<Company>
    const companies = answer.data
    const companyId = pickCompanyId(
      readStoredCompanyId(),
      companies.map((company) => company.id),
    )
    return companies.find((company) => company.id === companyId)?.role ?? null
  } catch {
    return null
  }
}
