import type { OverviewSetup } from '@rezervo/shared/schemas/overview'
import { describe, expect, it } from 'vitest'
import { NO_COMPANY_SETUP, nextSetupStep, setupStepPath } from './setup-steps'

const withDone = (setup: OverviewSetup, ...keys: string[]): OverviewSetup => ({
  ...setup,
  steps: setup.steps.map((step) => ({ ...step, done: keys.includes(step.key) })),
})

describe('the first-run checklist’s links', () => {
  it('starts a user without a company at a new company', () => {
    expect(nextSetupStep(NO_COMPANY_SETUP)).toBe('company')
    expect(setupStepPath('company', NO_COMPANY_SETUP, null)).toBe('/dashboard/companies/new')
    expect(setupStepPath('branch', NO_COMPANY_SETUP, null)).toBe('/dashboard/branches/new')
  })

  it('leads to the records that exist, and to new ones where none does', () => {
    const setup = withDone({ ...NO_COMPANY_SETUP, branch_id: 4 }, 'company', 'branch')
    expect(nextSetupStep(setup)).toBe('services')
    expect(setupStepPath('company', setup, 7)).toBe('/dashboard/companies/7')
    expect(setupStepPath('branch', setup, 7)).toBe('/dashboard/branches/4')
    expect(setupStepPath('services', setup, 7)).toBe('/dashboard/services/new')
    expect(setupStepPath('workers', setup, 7)).toBe('/dashboard/workers/new')
    expect(setupStepPath('workers', { ...setup, worker_id: 9 }, 7)).toBe('/dashboard/workers/9')
  })

  it('sends the hours step to the branch until it has opening hours, then to the worker', () => {
    const setup = { ...NO_COMPANY_SETUP, branch_id: 4, worker_id: 9 }
    expect(setupStepPath('hours', setup, 7)).toBe('/dashboard/branches/4')
    expect(setupStepPath('hours', { ...setup, branch_has_hours: true }, 7)).toBe('/dashboard/workers/9')
    expect(setupStepPath('share', setup, 7)).toBeUndefined()
  })
})
