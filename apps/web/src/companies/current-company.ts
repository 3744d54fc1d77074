import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { apiClient } from '../lib/api-client'
import { companiesResource } from '../lib/company-resources'
import { localStore } from '../lib/web-storage'

/** Where the chosen company is kept on this device (logout clears the whole local storage). */
export const CURRENT_COMPANY_STORAGE_KEY = 'currentCompanyId'

const listeners = new Set<() => void>()

export function readStoredCompanyId(): number | null {
  const value = Number(localStore()?.getItem(CURRENT_COMPANY_STORAGE_KEY))
  return Number.isInteger(value) && value > 0 ? value : null
}

export function storeCompanyId(companyId: number): void {
  localStore()?.setItem(CURRENT_COMPANY_STORAGE_KEY, String(companyId))
  for (const listener of listeners) listener()
}

/**
 * The owner chose this company (the switcher, a company just created): kept on this device at once, and on
 * the account, so the next sign-in on any device opens it (issue 18). The account's copy is a convenience:
 * a failure to save it changes nothing on screen.
 */
export function chooseCompany(companyId: number): void {
  storeCompanyId(companyId)
  void apiClient
    .request(`/api/v1/companies/${companyId}/last-opened`, { method: 'PUT' })
    .catch(() => undefined)
}

/**
 * After sign-in, before any screen picks: the company the account worked in last, unless this device already
 * holds a choice (logout clears the device's, so a fresh sign-in always takes the account's).
 */
export function adoptLastCompany(lastCompanyId: number | null): void {
  if (lastCompanyId !== null && readStoredCompanyId() === null) storeCompanyId(lastCompanyId)
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
    select: chooseCompany,
  }
}
