import { describe, expect, it } from 'vitest'
import { createAvailabilityCache } from './availability-cache'

/** A cache on a clock the test moves, and a loader that counts its calls and answers `body`. */
function setup(options: { maxChars?: number } = {}) {
  let time = 0
  const cache = createAvailabilityCache({ maxAgeMs: 1000, now: () => time, ...options })
  let loads = 0
  const load = (body: string, workerIds: number[]) => async () => {
    loads++
    return { body, workerIds }
  }
  return { cache, load, loads: () => loads, advance: (ms: number) => (time += ms) }
}

describe('availability cache (decision 046)', () => {
  it('keeps an answer while notices are heard, and for at most a second while they are not', async () => {
    const { cache, load, loads, advance } = setup()
    await cache.get('q', 'branch', 1, load('a', [1]))
    advance(1500)
    expect((await cache.get('q', 'branch', 1, load('b', [1]))).body).toBe('b')
    // Notices heard from now on: what was loaded before may have missed one, so it goes (decision 072).
    cache.setListening(true)
    expect(cache.size).toBe(0)
    expect((await cache.get('q', 'branch', 1, load('c', [1]))).body).toBe('c')
    advance(60_000)
    expect((await cache.get('q', 'branch', 1, load('d', [1]))).body).toBe('c')
    expect(loads()).toBe(3)
    // Losing the notices may have lost one: everything is forgotten.
    cache.setListening(false)
    expect(cache.size).toBe(0)
  })

  it('loads again when the clock’s minute changes', async () => {
    const { cache, load } = setup()
    cache.setListening(true)
    await cache.get('q', 'branch', 1, load('a', [1]))
    expect((await cache.get('q', 'branch', 2, load('b', [1]))).body).toBe('b')
  })

  it('forgets on a worker’s notice only the answers showing that worker, on any other notice all', async () => {
    const { cache, load } = setup()
    cache.setListening(true)
    await cache.get('alice', 'branch', 1, load('a', [1]))
    await cache.get('bob', 'branch', 1, load('b', [2]))
    await cache.get('both', 'branch', 1, load('ab', [1, 2]))
    cache.onNotice('1')
    expect((await cache.get('alice', 'branch', 1, load('a2', [1]))).body).toBe('a2')
    expect((await cache.get('both', 'branch', 1, load('ab2', [1, 2]))).body).toBe('ab2')
    expect((await cache.get('bob', 'branch', 1, load('b2', [2]))).body).toBe('b')
    cache.onNotice('branch_opening_hours')
    expect(cache.size).toBe(0)
  })

  it('forgets a branch’s answers after this process booked there, not another branch’s', async () => {
    const { cache, load } = setup()
    cache.setListening(true)
    await cache.get('here', 'here', 1, load('h', [1]))
    await cache.get('there', 'there', 1, load('t', [2]))
    cache.forgetBranch('here')
    expect((await cache.get('here', 'here', 1, load('h2', [1]))).body).toBe('h2')
    expect((await cache.get('there', 'there', 1, load('t2', [2]))).body).toBe('t')
  })

  it('does not keep what a load read before a notice arrived', async () => {
    const { cache } = setup()
    cache.setListening(true)
    let finish: (body: string) => void = () => {}
    const pending = cache.get(
      'q',
      'branch',
      1,
      () => new Promise((done) => (finish = (body) => done({ body, workerIds: [1] }))),
    )
    cache.onNotice('1')
    finish('old')
    expect((await pending).body).toBe('old')
    expect(cache.size).toBe(0)
  })

  it('drops the oldest answers beyond its size', async () => {
    const { cache, load } = setup({ maxChars: 5 })
    cache.setListening(true)
    await cache.get('first', 'branch', 1, load('aaa', [1]))
    await cache.get('second', 'branch', 1, load('bbb', [1]))
    expect(cache.size).toBe(1)
    expect((await cache.get('second', 'branch', 1, load('ccc', [1]))).body).toBe('bbb')
    expect((await cache.get('first', 'branch', 1, load('ddd', [1]))).body).toBe('ddd')
  })
})

describe('availability cache: requests that miss together', () => {
  it('share one load, but a request after a notice does not join a load begun before it', async () => {
    const { cache } = setup()
    cache.setListening(true)
    let loads = 0
    const finishers: ((body: string) => void)[] = []
    const slowLoad = () =>
      new Promise<{ body: string; workerIds: number[] }>((done) => {
        loads++
        finishers.push((body) => done({ body, workerIds: [1] }))
      })
    const first = cache.get('q', 'branch', 1, slowLoad)
    const second = cache.get('q', 'branch', 1, slowLoad)
    expect(loads).toBe(1)
    cache.onNotice('1')
    const afterNotice = cache.get('q', 'branch', 1, slowLoad)
    expect(loads).toBe(2)
    finishers[0]!('old')
    finishers[1]!('new')
    expect([(await first).body, (await second).body, (await afterNotice).body]).toEqual(['old', 'old', 'new'])
    expect((await cache.get('q', 'branch', 1, slowLoad)).body).toBe('new')
  })

  it('hands a failed load’s error to every request that shared it, and keeps nothing', async () => {
    const { cache } = setup()
    cache.setListening(true)
    let fail: (error: Error) => void = () => {}
    const failing = () => new Promise<never>((_, reject) => (fail = reject))
    const first = cache.get('q', 'branch', 1, failing)
    const second = cache.get('q', 'branch', 1, failing)
    fail(new Error('no such branch'))
    await expect(first).rejects.toThrow('no such branch')
    await expect(second).rejects.toThrow('no such branch')
    expect(cache.size).toBe(0)
  })
})
