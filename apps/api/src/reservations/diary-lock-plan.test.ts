import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bucketKey, bucketsOf, DIARY_BUCKET_MS, MAX_DIARY_BUCKETS, planDiaryLocks } from './clash-repository'

const at = (iso: string) => new Date(iso)
const range = (workerId: number, from: string, to: string) => ({
  workerId,
  startsAt: at(from),
  endsAt: at(to),
})
type Plan = ReturnType<typeof planDiaryLocks>
/** Whether two writers' locks conflict: a bucket both lock, or a diary one locks whole and the other touches. */
const shared = (plan: Plan, other: Plan) =>
  plan.buckets.some((key) => other.buckets.includes(key)) ||
  plan.diaries.some((diary) =>
    other.diaries.some((mine) => mine.workerId === diary.workerId && (mine.exclusive || diary.exclusive)),
  )

describe('the diary locks a write takes (decision 051)', () => {
  it('10:00–11:00 and 11:00–12:00 of one worker share no lock but the shared diary lock; 10:30–11:30 meets both', () => {
    const ten = planDiaryLocks([range(7, '2026-11-24T10:00:00Z', '2026-11-24T11:00:00Z')])
    const eleven = planDiaryLocks([range(7, '2026-11-24T11:00:00Z', '2026-11-24T12:00:00Z')])
    const halfPast = planDiaryLocks([range(7, '2026-11-24T10:30:00Z', '2026-11-24T11:30:00Z')])
    expect(ten.diaries).toEqual([{ workerId: 7, exclusive: false }])
    expect(ten.buckets).toHaveLength(4)
    expect(shared(ten, eleven)).toBe(false)
    expect(shared(halfPast, ten)).toBe(true)
    expect(shared(halfPast, eleven)).toBe(true)
  })

  it('another worker’s same time shares nothing', () => {
    const alice = planDiaryLocks([range(7, '2026-11-24T10:00:00Z', '2026-11-24T11:00:00Z')])
    const bob = planDiaryLocks([range(8, '2026-11-24T10:00:00Z', '2026-11-24T11:00:00Z')])
    expect(shared(alice, bob)).toBe(false)
  })

  it('any two overlapping ranges of a worker share a bucket; touching ones on the grid do not', () => {
    const base = Date.parse('2026-11-24T00:00:00Z')
    const minutes = fc.integer({ min: 0, max: 24 * 60 })
    const length = fc.integer({ min: 1, max: 8 * 60 })
    fc.assert(
      fc.property(minutes, length, minutes, length, (startA, lengthA, startB, lengthB) => {
        const a = {
          workerId: 3,
          startsAt: new Date(base + startA * 60_000),
          endsAt: new Date(base + (startA + lengthA) * 60_000),
        }
        const b = {
          workerId: 3,
          startsAt: new Date(base + startB * 60_000),
          endsAt: new Date(base + (startB + lengthB) * 60_000),
        }
        const overlap = a.startsAt < b.endsAt && b.startsAt < a.endsAt
        if (overlap) expect(shared(planDiaryLocks([a]), planDiaryLocks([b]))).toBe(true)
        if (a.endsAt.getTime() === b.startsAt.getTime() && a.endsAt.getTime() % DIARY_BUCKET_MS === 0) {
          expect(shared(planDiaryLocks([a]), planDiaryLocks([b]))).toBe(false)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('a range of more than 8 hours locks the whole diary exclusively, without buckets', () => {
    const long = planDiaryLocks([range(7, '2026-11-24T08:00:00Z', '2026-11-24T16:00:01Z')])
    expect(long).toEqual({ diaries: [{ workerId: 7, exclusive: true }], buckets: [] })
    const eight = planDiaryLocks([range(7, '2026-11-24T08:00:00Z', '2026-11-24T16:00:00Z')])
    expect(eight.buckets).toHaveLength(MAX_DIARY_BUCKETS)
    expect(eight.diaries).toEqual([{ workerId: 7, exclusive: false }])
  })

  it('a move locks the time it leaves and the time it takes, diaries by worker id, buckets ascending', () => {
    const plan = planDiaryLocks([
      range(9, '2026-11-24T14:00:00Z', '2026-11-24T14:30:00Z'),
      range(4, '2026-11-24T09:00:00Z', '2026-11-24T09:30:00Z'),
    ])
    expect(plan.diaries.map((diary) => diary.workerId)).toEqual([4, 9])
    expect(plan.buckets).toEqual([...plan.buckets].sort((a, b) => (a < b ? -1 : 1)))
    expect(plan.buckets).toHaveLength(4)
    expect(plan.buckets[0]! >> 32n).toBe(4n)
    expect(plan.buckets[3]! >> 32n).toBe(9n)
    // A worker's buckets stay within the worker's own key range, even before 1970.
    const [first] = bucketsOf(range(4, '1969-12-31T23:50:00Z', '1970-01-01T00:10:00Z'))
    expect(bucketKey(4, first) >> 32n).toBe(4n)
  })

  it('a worker id of 0 (no worker yet) locks nothing', () => {
    expect(planDiaryLocks([range(0, '2026-11-24T10:00:00Z', '2026-11-24T11:00:00Z')])).toEqual({
      diaries: [],
      buckets: [],
    })
  })
})
