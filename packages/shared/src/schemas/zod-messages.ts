import { z } from 'zod'

/**
 * Every zod issue without an explicit message becomes a catalogue key (see error-texts/validation.ts),
 * so schemas written anywhere speak the catalogue in both languages on both sides.
 */
export function issueMessageKey(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return 'required'
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return 'numeric'
      if (issue.expected === 'array') return 'array'
      if (issue.expected === 'boolean') return 'boolean'
      if (issue.expected === 'date') return 'date'
      return 'string'
    }
    case 'too_small': {
      const minimum = Number(issue.minimum)
      if (issue.origin === 'string') return minimum <= 1 ? 'required' : `min:${minimum}`
      if (issue.origin === 'array' || issue.origin === 'set') return 'required'
      return `minValue:${minimum}`
    }
    case 'too_big': {
      const maximum = Number(issue.maximum)
      if (issue.origin === 'string') return `max:${maximum}`
      return `maxValue:${maximum}`
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'email'
      if (issue.format === 'url') return 'url'
      if (issue.format === 'date' || issue.format === 'datetime' || issue.format === 'time') return 'date'
      return 'string'
    case 'invalid_value':
    case 'invalid_union':
      return 'oneOf'
    case 'not_multiple_of':
      return 'integer'
    default:
      return 'oneOf'
  }
}

z.config({
  customError: (issue) => issueMessageKey(issue),
  // In a browser the app runs under a Content-Security-Policy without 'unsafe-eval' (decision 021): zod's JIT
  // would probe `new Function` and the browser would report a violation. The server keeps the faster JIT.
  jitless: typeof window !== 'undefined',
})
