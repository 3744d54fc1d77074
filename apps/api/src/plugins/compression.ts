import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { COMPRESSION_THRESHOLD_BYTES } from '../http/cached-answer'

/**
 * Text that is worth compressing: HTML, JSON, CSV, ICS, JavaScript, CSS, SVG and XML. The library's default
 * also takes application/octet-stream, which here is only ever binary.
 */
export const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/javascript|[+/](?:json|xml|text)(?:;|$)/

/**
 * Brotli or gzip, as the client accepts, on every text answer over 1 KB (decision 025). Registered before
 * the routes, since the library attaches itself to each route as it registers. Hashed assets are compressed
 * at build time and served as they are (plugins/web-app.ts); an answer that already carries a
 * Content-Encoding is left alone: the answers kept in memory carry their own compressed forms
 * (http/cached-answer.ts, decision 045). Request bodies are not decompressed: the body limit stays a limit on what
 * the server reads.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  })
})
