import { describe, expect, it } from 'vitest'
import { branchSetupSteps } from './setup-steps'

const item = { id: 1, active: true, bookable_online: true, archived_at: null }
const noHours = { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] }
const worker = {
  id: 9,
  branch_ids: [5],
  working_hours: { '5': { ...noHours, 2: [{ start: '09:00', end: '17:00' }] } },
  item_ids: [1],
  archived_at: null,
}
const done = (steps: ReturnType<typeof branchSetupSteps>) =>
  Object.fromEntries(steps.map((step) => [step.key, step.done]))

describe('branchSetupSteps', () => {
  it('has nothing done for a new branch and leads to creating a service and a worker', () => {
    const steps = branchSetupSteps(5, [], [])
    expect(done(steps)).toEqual({
      services: false,
      worker: false,
      workingHours: false,
      workerServices: false,
    })
    expect(steps[0]!.to).toBe('/dashboard/services/new')
    expect(steps[2]!.to).toBe('/dashboard/workers/new')
  })

  it('is complete with a bookable service and a worker who has hours at the branch and performs it', () => {
    expect(Object.values(done(branchSetupSteps(5, [item], [worker]))).every(Boolean)).toBe(true)
  })

  it('does not count a service kept off the booking page, or a worker of another branch', () => {
    expect(done(branchSetupSteps(5, [{ ...item, bookable_online: false }], [worker])).services).toBe(false)
    expect(done(branchSetupSteps(5, [{ ...item, active: false }], [worker])).workerServices).toBe(false)
    const elsewhere = branchSetupSteps(6, [item], [worker])
    expect(done(elsewhere)).toMatchObject({ worker: false, workingHours: false })
  })

  it('asks for hours, then services, of the worker already there, linking to that worker', () => {
    const withoutHours = { ...worker, working_hours: { '5': noHours } }
    const steps = branchSetupSteps(5, [item], [withoutHours])
    expect(done(steps)).toEqual({ services: true, worker: true, workingHours: false, workerServices: false })
    expect(steps[2]!.to).toBe('/dashboard/workers/9')
    expect(done(branchSetupSteps(5, [item], [{ ...worker, item_ids: [] }])).workerServices).toBe(false)
  })
})
