/**
 * The shape of a JSON text, looked at before it is parsed: how deep it nests, how many members (object keys and
 * array items) it has, and whether an object names a key twice. A body deeper than any form of the app, wider
 * than any list it sends or with a key given twice (JSON.parse keeps the last, so a proxy or a log that reads
 * the first would see another request than the app) is refused before it is parsed or any schema runs, and no
 * code after this one ever walks a deep structure (decision 063).
 */

export interface JsonShapeLimits {
  /** Objects and arrays inside each other: `{"a":[1]}` is 2 deep. */
  maxDepth: number
  /** Object keys and array items of the whole text together. */
  maxMembers: number
}

/** The deepest form (a booking with its customer and items) is 3 deep; the longest list a few hundred. */
export const JSON_SHAPE_LIMITS: JsonShapeLimits = { maxDepth: 32, maxMembers: 10_000 }

export type JsonShapeProblem =
  | { kind: 'tooDeep' }
  | { kind: 'tooManyMembers' }
  | { kind: 'duplicateKey'; key: string }

interface Container {
  /** An object's keys so far; undefined for an array. */
  keys: Set<string> | undefined
  /** An object: the next string is a key (after `{` or `,`). */
  expectsKey: boolean
  /** An array: whether an item has started, so `[]` counts none. */
  empty: boolean
}

const QUOTE = 34
const BACKSLASH = 92
const OPEN_OBJECT = 123
const CLOSE_OBJECT = 125
const OPEN_ARRAY = 91
const CLOSE_ARRAY = 93
const COMMA = 44
const WHITESPACE = new Set([32, 9, 10, 13])

/** The index of the quote that ends the string starting at `start` (the opening quote), or the text's end. */
function endOfString(text: string, start: number): number {
  let index = start + 1
  while (index < text.length) {
    const code = text.charCodeAt(index)
    if (code === BACKSLASH) index += 2
    else if (code === QUOTE) return index
    else index += 1
  }
  return text.length
}

/** The key's text as JSON.parse reads it: `"a"` and `"\u0061"` are the same key. */
function keyOf(raw: string): string {
  if (!raw.includes('\\')) return raw.slice(1, -1)
  try {
    return JSON.parse(raw) as string
  } catch {
    // Not valid JSON: the parser refuses the whole text with its own 400.
    return raw
  }
}

/**
 * The first problem of the text's shape, or undefined. One pass with an explicit stack, so no text can make it
 * recurse; a text that is not JSON at all is left to the parser, which refuses it.
 */
export function jsonShapeProblem(
  text: string,
  limits: JsonShapeLimits = JSON_SHAPE_LIMITS,
): JsonShapeProblem | undefined {
  const stack: Container[] = []
  let members = 0
  const countMember = () => {
    members += 1
    return members > limits.maxMembers
  }
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (WHITESPACE.has(code)) continue
    const top = stack[stack.length - 1]
    if (top && !top.keys && top.empty && code !== CLOSE_ARRAY) {
      top.empty = false
      if (countMember()) return { kind: 'tooManyMembers' }
    }
    if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      const isObject = code === OPEN_OBJECT
      stack.push({ keys: isObject ? new Set() : undefined, expectsKey: isObject, empty: true })
      if (stack.length > limits.maxDepth) return { kind: 'tooDeep' }
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      stack.pop()
    } else if (code === COMMA) {
      if (top?.keys) top.expectsKey = true
      else if (top && countMember()) return { kind: 'tooManyMembers' }
    } else if (code === QUOTE) {
      const end = endOfString(text, index)
      if (top?.keys && top.expectsKey) {
        const key = keyOf(text.slice(index, end + 1))
        if (top.keys.has(key)) return { kind: 'duplicateKey', key }
        top.keys.add(key)
        top.expectsKey = false
        if (countMember()) return { kind: 'tooManyMembers' }
      }
      index = end
    }
  }
  return undefined
}
