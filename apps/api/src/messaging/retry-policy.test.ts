import { describe, expect, it } from 'vitest'
import { decideRetry } from './retry-policy'

const policy = { maxTries: 6, baseMs: 30_000, maxMs: 600_000 }

describe('decideRetry', () => {
  it('doubles the wait with each try, capped', () => {
    const delays = [1, 2, 3, 4, 5].map((tries) => decideRetry(policy, tries, () => 0))
    expect(delays).toEqual([
      { giveUp: false, delayMs: 30_000 },
      { giveUp: false, delayMs: 60_000 },
      { giveUp: false, delayMs: 120_000 },
      { giveUp: false, delayMs: 240_000 },
      { giveUp: false, delayMs: 480_000 },
    ])
    expect(decideRetry({ ...policy, maxTries: 20 }, 10, () => 0)).toEqual({ giveUp: false, delayMs: 600_000 })
  })

  it('takes at most a fifth off at random, never adding to the nominal wait', () => {
    expect(decideRetry(policy, 1, () => 0.999)).toEqual({ giveUp: false, delayMs: 24_006 })
    for (let index = 0; index < 100; index++) {
      const decision = decideRetry(policy, 2)
      if (decision.giveUp) throw new Error('gave up early')
      expect(decision.delayMs).toBeGreaterThanOrEqual(48_000)
      expect(decision.delayMs).toBeLessThanOrEqual(60_000)
    }
  })

  it('gives up once the last allowed try failed', () => {
    expect(decideRetry(policy, 6)).toEqual({ giveUp: true })
    expect(decideRetry({ ...policy, maxTries: 1 }, 1)).toEqual({ giveUp: true })
  })
})
