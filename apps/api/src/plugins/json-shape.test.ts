import { describe, expect, it } from 'vitest'
import { jsonShapeProblem } from './json-shape'

describe('jsonShapeProblem', () => {
  it('lets through what the app sends', () => {
    const booking = {
      item_ids: [1, 2],
      customer: { first_name: 'Jan', note: 'a "quoted" {brace} [bracket], comma' },
      hours: [{ day: 1, ranges: [{ from: '09:00', to: '17:00' }] }],
      escaped: 'back\\slash \\" quote',
    }
    expect(jsonShapeProblem(JSON.stringify(booking))).toBeUndefined()
    expect(jsonShapeProblem('[]')).toBeUndefined()
    expect(jsonShapeProblem('{}')).toBeUndefined()
    expect(jsonShapeProblem('null')).toBeUndefined()
  })

  it('refuses nesting past the limit, of objects and arrays alike, without recursing', () => {
    const limits = { maxDepth: 32, maxMembers: 10_000 }
    expect(jsonShapeProblem(`${'['.repeat(32)}${']'.repeat(32)}`, limits)).toBeUndefined()
    expect(jsonShapeProblem(`${'['.repeat(33)}${']'.repeat(33)}`, limits)).toEqual({ kind: 'tooDeep' })
    expect(jsonShapeProblem(`${'{"a":'.repeat(100_000)}1`, limits)).toEqual({ kind: 'tooDeep' })
  })

  it('counts keys and array items of the whole body', () => {
    const limits = { maxDepth: 32, maxMembers: 5 }
    expect(jsonShapeProblem('{"a":[1,2],"b":{"c":3}}', limits)).toBeUndefined()
    expect(jsonShapeProblem('{"a":[1,2,3],"b":{"c":3}}', limits)).toEqual({ kind: 'tooManyMembers' })
    expect(jsonShapeProblem('[[],[],[],[],[]]', limits)).toBeUndefined()
    expect(jsonShapeProblem('[[],[],[],[],[],[]]', limits)).toEqual({ kind: 'tooManyMembers' })
  })

  it('finds a key given twice in one object, however it is escaped, but not in two objects', () => {
    expect(jsonShapeProblem('{"a":1,"b":{"a":2}}')).toBeUndefined()
    expect(jsonShapeProblem('[{"a":1},{"a":2}]')).toBeUndefined()
    expect(jsonShapeProblem('{"a":1,"b":"a","a":2}')).toEqual({ kind: 'duplicateKey', key: 'a' })
    expect(jsonShapeProblem('{"a":1,"\\u0061":2}')).toEqual({ kind: 'duplicateKey', key: 'a' })
    expect(jsonShapeProblem('{"x":{"k":"v"},"y":[1,{"k":1,"k":2}]}')).toEqual({
      kind: 'duplicateKey',
      key: 'k',
    })
  })
})
