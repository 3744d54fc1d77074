import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { type CompanyAccess, companyAccessOf } from './company-access'
import { HttpError } from './errors'

/**
 * Optimistic concurrency of the back office's records (decision 027, RFC 9110 §8.8.3 and §13.1.1): a record's
 * GET answers a strong `ETag`, a hash of the record as the GET answers it, and a write to it (PUT, PATCH,
 * DELETE, or a POST on the record such as cancel) sent with `If-Match` runs only while the record still
 * hashes to one of the given tags; otherwise it answers 412 `stale_record` and changes nothing. A write
 * without If-Match runs as before (the spec's clients send none). The ETag hashes what the owner sees, so a
 * change to anything on the record's screen (a worker's Monday hours, a branch's closures) makes it stale.
 */
export interface VersionedRecord {
  /** What the record is ('worker'): with the route's parameters, the key of its writes' queue. */
  name: string
  /** The record's answer `{ data }` as its GET gives it; throws 404 or 403 like the GET. */
  load: (request: FastifyRequest) => Promise<{ data: unknown }>
  /**
   * What the ETag hashes when not the whole answer: a cheaper version of the record that lists can carry
   * too (a reservation in the calendar feed). Throws 404 or 403 like the GET.
   */
  version?: (request: FastifyRequest) => Promise<unknown>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The record this route reads or writes, for its ETag and the If-Match check (record-version.ts). */
    record?: VersionedRecord
  }
}

/**
 * The record of a route, read with the access check's company and the route's validated parameters:
 * `versionedRecord('worker', workerParams, (access, { workerId }) => getWorker(deps, access, workerId))`. Its
 * GET route answers what `load` answers, and it and every route that writes the record name it in
 * `config: { record }`.
 */
export function versionedRecord<Params extends z.ZodType>(
  name: string,
  _params: Params,
  load: (access: CompanyAccess, params: z.infer<Params>) => Promise<{ data: unknown }>,
  version?: (access: CompanyAccess, params: z.infer<Params>) => Promise<unknown>,
): VersionedRecord {
  return {
    name,
    load: (request) => load(companyAccessOf(request), request.params as z.infer<Params>),
    ...(version
      ? { version: (request) => version(companyAccessOf(request), request.params as z.infer<Params>) }
      : {}),
  }
}

/** The ETag of a record as it is now (its version's, else its GET answer's). */
async function currentTag(record: VersionedRecord, request: FastifyRequest): Promise<string> {
  return etagOf(record.version ? await record.version(request) : (await record.load(request)).data)
}

/**
 * A list whose rows are its records exactly as their GETs answer them (same mapper, same fields), each row
 * with the ETag that GET would send: a delete or remove from the list sends it as If-Match, so a record
 * someone changed since the list was read answers 412 instead of disappearing unseen. Only for records
 * without a `version` of their own (their tag hashes the GET answer, so the row is enough).
 */
export function withRowEtags<Answer extends { data: object[] }>(
  answer: Answer,
): NoInfer<Omit<Answer, 'data'> & { data: (Answer['data'][number] & { etag: string })[] }> {
  return { ...answer, data: answer.data.map((row) => ({ ...row, etag: etagOf(row) })) }
}

/** A strong entity tag of a record's answer: the same data always gives the same tag. */
export function etagOf(data: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 32)}"`
}

/**
 * The entity tags of an If-Match header (`"a", "b"` or `*`); a weak tag (W/"…") never matches, as If-Match
 * compares strongly. Undefined when the request has no If-Match.
 */
export function ifMatchTags(header: string | string[] | undefined): string[] | undefined {
  if (header === undefined) return undefined
  const text = [header].flat().join(',')
  return text.match(/\*|(?:W\/)?"[^"]*"/g) ?? []
}

export const staleRecord = () => new HttpError(412, 'staleRecord', {}, { code: 'stale_record' })

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Conditional writes to one record queue behind one another in this app, so two owners saving with the same
 * tag at the same moment cannot both pass the check: the second one sees the first one's change.
 */
async function queueOnRecord(queue: Map<string, Promise<void>>, key: string): Promise<() => void> {
  const before = queue.get(key) ?? Promise.resolve()
  let release!: () => void
  const done = new Promise<void>((resolve) => {
    release = resolve
  })
  const tail = before.then(() => done)
  queue.set(key, tail)
  await before
  let released = false
  return () => {
    if (released) return
    released = true
    release()
    if (queue.get(key) === tail) queue.delete(key)
  }
}

/**
 * A lock on a record held across processes until released (DatabaseHandle.lockRecord: an advisory lock on
 * PostgreSQL), so API instances on one database take turns on the check and the write as well.
 */
export type RecordLock = (key: string) => Promise<() => Promise<void>>

declare module 'fastify' {
  interface FastifyRequest {
    /** Ends this request's turn on its record (queue and lock); set while a conditional write runs. */
    releaseRecord?: () => Promise<void>
  }
}

async function checkIfMatch(
  queue: Map<string, Promise<void>>,
  lock: RecordLock | undefined,
  request: FastifyRequest,
) {
  const record = request.routeOptions.config.record
  if (!record || !WRITES.has(request.method)) return
  const tags = ifMatchTags(request.headers['if-match'])
  if (tags === undefined) return
  const key = `${record.name} ${JSON.stringify(request.params)}`
  // First in this process's queue, so one process holds at most one database lock of a record at a time.
  const leaveQueue = await queueOnRecord(queue, key)
  let unlock: (() => Promise<void>) | undefined
  let released: Promise<void> | undefined
  request.releaseRecord = () => {
    released ??= (async () => {
      try {
        await unlock?.()
      } finally {
        leaveQueue()
      }
    })()
    return released
  }
  try {
    unlock = await lock?.(key)
  } catch (error) {
    leaveQueue()
    throw error
  }
  const current = await currentTag(record, request)
  if (tags.includes('*')) return
  if (!tags.includes(current)) throw staleRecord()
}

async function answerEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const record = request.routeOptions.config.record
  if (!record || reply.statusCode >= 300) return payload
  if (request.method === 'GET') {
    const data = (payload as { data?: unknown } | null)?.data
    if (data !== undefined)
      reply.header('etag', record.version ? await currentTag(record, request) : etagOf(data))
    return payload
  }
  // A write answers the record's new tag (read again: its answer need not be the record's GET answer).
  try {
    reply.header('etag', await currentTag(record, request))
  } catch (error) {
    if (!(error instanceof HttpError)) throw error // deleted: no tag
  }
  return payload
}

/**
 * The hooks of the company scope that give records their ETag and check If-Match (see VersionedRecord); with
 * `lock`, the check and the write hold the record's lock in the database too (decision 027).
 */
export function addRecordVersionHooks(scope: FastifyInstance, lock?: RecordLock) {
  const queue = new Map<string, Promise<void>>()
  scope.addHook('preHandler', (request) => checkIfMatch(queue, lock, request))
  scope.addHook('preSerialization', answerEtag)
  const release = async (request: FastifyRequest) => {
    await request.releaseRecord?.()
  }
  scope.addHook('onSend', async (request) => release(request))
  scope.addHook('onResponse', release)
  scope.addHook('onRequestAbort', release)
}
