import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { companiesResource } from '../lib/company-resources'

/** Where the chosen company is kept on this device (logout clears the whole local storage). */
export const CURRENT_COMPANY_STORAGE_KEY = 'currentCompanyId'

const listeners = new Set<() => void>()

export function readStoredCompanyId(): number | null {
  const value = Number(globalThis.localStorage?.getItem(CURRENT_COMPANY_STORAGE_KEY))
  return Number.isInteger(value) && value > 0 ? value : null
}

export function storeCompanyId(companyId: number): void {
  globalThis.localStorage?.setItem(CURRENT_COMPANY_STORAGE_KEY, String(companyId))
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The stored choice if the user still belongs to it, else their first company, else none. */
export function pickCompanyId(stored: number | null, companyIds: readonly number[]): number | null {
  if (stored !== null && companyIds.includes(stored)) return stored
  return companyIds[0] ?? null
}

/** The company every back-office screen works within, with the list the switcher offers. */
export function useCurrentCompany() {
  const stored = useSyncExternalStore(subscribe, readStoredCompanyId, () => null)
  const companies = useQuery(companiesResource.rows())
  const list = companies.data ?? []
  const companyId = pickCompanyId(
    stored,
    list.map((company) => company.id),
  )
  return {
    companyId,
    company: list.find((company) => company.id === companyId) ?? null,
    companies: list,
    isPending: companies.isPending,
    isError: companies.isError,
    select: storeCompanyId,
  }
}
