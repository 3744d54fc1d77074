import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http/errors'
import { JSON_SHAPE_LIMITS, type JsonShapeProblem, jsonShapeProblem } from './json-shape'

function shapeError(problem: JsonShapeProblem): HttpError {
  if (problem.kind === 'tooDeep')
    return new HttpError(400, 'jsonTooDeep', { max: JSON_SHAPE_LIMITS.maxDepth }, { code: 'json_too_deep' })
  if (problem.kind === 'tooManyMembers')
    return new HttpError(
      400,
      'jsonTooManyMembers',
      { max: (locale) => new Intl.NumberFormat(locale).format(JSON_SHAPE_LIMITS.maxMembers) },
      { code: 'json_too_many_members' },
    )
  return new HttpError(
    400,
    'jsonDuplicateKey',
    { key: problem.key.slice(0, 40) },
    { code: 'json_duplicate_key' },
  )
}

/**
 * Fastify's own JSON parser (secure-json-parse: `__proto__` and `constructor.prototype` refused, an empty or
 * broken body a 400), with the body's shape looked at first: nested deeper than 32, with more than 10 000 keys
 * and items, or naming a key twice is a 400 before anything parses it or a schema walks it (decision 063).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string
    const problem = jsonShapeProblem(text)
    if (problem) return done(shapeError(problem), undefined)
    parse(request, text, done)
  })
})
