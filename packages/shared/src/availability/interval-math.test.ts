import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IntervalCursor } from './interval-cursor'
import {
  intersectIntervals,
  type NumericInterval,
  normalizeIntervals,
  subtractIntervals,
  unionIntervals,
} from './interval-math'

const span = (start: number, end: number): NumericInterval => ({ start, end })

describe('normalizeIntervals', () => {
  it('sorts, merges overlapping and touching intervals and drops empty ones', () => {
    expect(
      normalizeIntervals([span(5, 7), span(1, 3), span(3, 4), span(6, 9), span(8, 8), span(2, 1)]),
    ).toEqual([span(1, 4), span(5, 9)])
  })

  it('drops intervals with NaN ends and does not mutate its input', () => {
    const input = [span(1, 5), span(2, 3), span(Number.NaN, 4)]
    expect(normalizeIntervals(input)).toEqual([span(1, 5)])
    expect(input[0]).toEqual(span(1, 5))
  })
})

describe('set operations', () => {
  it('unions', () => {
    expect(unionIntervals([span(0, 2), span(6, 8)], [span(2, 3), span(7, 10), span(12, 13)])).toEqual([
      span(0, 3),
      span(6, 10),
      span(12, 13),
    ])
  })

  it('intersects', () => {
    expect(intersectIntervals([span(0, 5), span(8, 12)], [span(3, 9), span(11, 20)])).toEqual([
      span(3, 5),
      span(8, 9),
      span(11, 12),
    ])
  })

  it('subtracts', () => {
    expect(subtractIntervals([span(0, 10), span(20, 30)], [span(2, 3), span(5, 22), span(29, 40)])).toEqual([
      span(0, 2),
      span(3, 5),
      span(22, 29),
    ])
  })

  it('handles empty operands', () => {
    expect(unionIntervals([], [span(1, 2)])).toEqual([span(1, 2)])
    expect(intersectIntervals([span(1, 2)], [])).toEqual([])
    expect(subtractIntervals([span(1, 2)], [])).toEqual([span(1, 2)])
    expect(subtractIntervals([], [span(1, 2)])).toEqual([])
  })
})

/** Sets of integer points 0..LIMIT-1 as bitmaps: a brute-force model of the interval lists. */
const LIMIT = 60
const toBitmap = (intervals: NumericInterval[]): boolean[] =>
  Array.from({ length: LIMIT }, (_, point) =>
    intervals.some(({ start, end }) => start <= point && point < end),
  )
const intervalList = fc
  .array(fc.tuple(fc.integer({ min: 0, max: LIMIT }), fc.integer({ min: 0, max: 15 })), { maxLength: 6 })
  .map((pairs) =>
    normalizeIntervals(pairs.map(([start, length]) => span(start, Math.min(LIMIT, start + length)))),
  )

describe('set operations against a bitmap model', () => {
  const isNormal = (intervals: NumericInterval[]) =>
    intervals.every(
      (interval, index) =>
        interval.start < interval.end && (index === 0 || intervals[index - 1]!.end < interval.start),
    )

  it('normalize keeps exactly the covered points, whatever the order', () => {
    const rawIntervals = fc.array(
      fc
        .tuple(fc.integer({ min: 0, max: LIMIT }), fc.integer({ min: -3, max: 15 }))
        .map(([start, length]) => span(start, Math.min(LIMIT, start + length))),
      { maxLength: 12 },
    )
    fc.assert(
      fc.property(rawIntervals, (raw) => {
        const normal = normalizeIntervals(raw)
        expect(toBitmap(normal)).toEqual(toBitmap(raw))
        expect(isNormal(normal)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('agree point by point and return normal lists', () => {
    fc.assert(
      fc.property(intervalList, intervalList, (left, right) => {
        const leftBits = toBitmap(left)
        const rightBits = toBitmap(right)
        const union = unionIntervals(left, right)
        const intersection = intersectIntervals(left, right)
        const difference = subtractIntervals(left, right)
        expect(toBitmap(union)).toEqual(leftBits.map((bit, point) => bit || rightBits[point]))
        expect(toBitmap(intersection)).toEqual(leftBits.map((bit, point) => bit && rightBits[point]))
        expect(toBitmap(difference)).toEqual(leftBits.map((bit, point) => bit && !rightBits[point]))
        expect(isNormal(union) && isNormal(intersection) && isNormal(difference)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})

describe('IntervalCursor', () => {
  it('returns the intervals overlapping each successive window', () => {
    const cursor = new IntervalCursor([span(0, 5), span(8, 25), span(30, 31), span(45, 50)])
    expect(cursor.overlapping(0, 10)).toEqual([span(0, 5), span(8, 25)])
    expect(cursor.overlapping(10, 20)).toEqual([span(8, 25)])
    expect(cursor.overlapping(20, 30)).toEqual([span(8, 25)])
    expect(cursor.overlapping(31, 45)).toEqual([])
    expect(cursor.overlapping(45, 60)).toEqual([span(45, 50)])
    expect(cursor.overlapping(60, 70)).toEqual([])
  })

  it('agrees with a filter for ascending windows', () => {
    fc.assert(
      fc.property(
        intervalList,
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 10 }),
        (intervals, widths) => {
          const cursor = new IntervalCursor(intervals)
          let start = 0
          for (const width of widths) {
            const expected = intervals.filter(
              (interval) => interval.start < start + width && interval.end > start,
            )
            expect(cursor.overlapping(start, start + width)).toEqual(expected)
            start += width
          }
        },
      ),
    )
  })
})
