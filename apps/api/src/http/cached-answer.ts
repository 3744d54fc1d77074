import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Text answers smaller than this go out as they are: compressing them saves less than it costs (decision 025). */
export const COMPRESSION_THRESHOLD_BYTES = 1024

export type AnswerEncoding = 'br' | 'gzip' | 'identity'

/**
 * A serialized answer kept in memory (decision 023) with its entity tag, and its brotli and gzip forms, each
 * compressed once on first use and then sent as they are (decision 045): compressing the same few KB again
 * for every request was the largest part of a cached answer's CPU.
 */
export interface CachedAnswer {
  body: string
  etag: string
  /** What the loader kept beside the body (the branch page's own address). */
  meta?: string
  /** The body in `encoding`, compressed on first use. */
  bytes(encoding: AnswerEncoding): Buffer
}

/**
 * Compressed once per answer, not per request, so better than the per-request settings of plugins/compression
 * (brotli 4): brotli 9 is still the fast kind (10 and 11 take tens of ms for a few KB, which would hold up
 * the event loop on every miss), gzip 9 costs little more than 6 on a few KB.
 */
const BROTLI_QUALITY = 9
const GZIP_LEVEL = 9

/** An answer of `body`, tagged with a hash of it. */
export function cachedAnswer(body: string, meta?: string): CachedAnswer {
  const identity = Buffer.from(body)
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`
  let br: Buffer | undefined
  let gzip: Buffer | undefined
  return {
    body,
    etag,
    ...(meta === undefined ? {} : { meta }),
    bytes(encoding) {
      if (encoding === 'br') {
        br ??= brotliCompressSync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        })
        return br
      }
      if (encoding === 'gzip') {
        gzip ??= gzipSync(identity, { level: GZIP_LEVEL })
        return gzip
      }
      return identity
    },
  }
}

/** Whether the request's If-None-Match names the answer's tag (or is *), so a 304 will do. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

/**
 * The encoding to send for an Accept-Encoding header: brotli or gzip, whichever the client weighs higher
 * (brotli on a tie), else the body as it is. The same choice as @fastify/compress makes for other answers:
 * `x-gzip` is gzip, `*` stands for any encoding not named, `q=0` refuses one, and no header means none.
 */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding {
  if (!acceptEncoding) return 'identity'
  // Browsers send a handful of different headers: each is read once (a cached answer's hot path).
  let encoding = encodingsByHeader.get(acceptEncoding)
  if (encoding) return encoding
  encoding = readAcceptEncoding(acceptEncoding)
  if (encodingsByHeader.size >= KNOWN_ACCEPT_ENCODINGS) encodingsByHeader.clear()
  encodingsByHeader.set(acceptEncoding, encoding)
  return encoding
}

const KNOWN_ACCEPT_ENCODINGS = 256
const encodingsByHeader = new Map<string, AnswerEncoding>()

function readAcceptEncoding(acceptEncoding: string): AnswerEncoding {
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim())
    if (!token) continue
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0)
  }
  const any = weights.get('*') ?? 0
  const br = weights.get('br') ?? any
  const gzip = weights.get('gzip') ?? any
  if (br <= 0 && gzip <= 0) return 'identity'
  return br >= gzip ? 'br' : 'gzip'
}

/** Adds Accept-Encoding to the answer's Vary (beside Cookie, say), once. */
function varyByEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary')
  const list = vary === undefined ? '' : String(vary)
  if (/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(list)) return
  reply.header('vary', list ? `${list}, Accept-Encoding` : 'Accept-Encoding')
}

/**
 * Sends a kept answer with its ETag (304 with no body when If-None-Match names it), revalidated on every use
 * (`no-cache`), in the encoding the client takes best, with Vary: Accept-Encoding since the bytes depend on
 * it. An answer that already carries Content-Encoding is left alone by the compression plugin, so nothing is
 * compressed twice, nor per request.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  contentType: string,
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache')
  varyByEncoding(reply)
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send()
  const identity = answer.bytes('identity')
  const encoding =
    identity.length < COMPRESSION_THRESHOLD_BYTES || request.headers['x-no-compression'] !== undefined
      ? 'identity'
      : answerEncoding(request.headers['accept-encoding'])
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  return reply.type(contentType).send(answer.bytes(encoding))
}
