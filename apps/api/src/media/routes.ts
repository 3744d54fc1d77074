import { dataOf, MAX_RECORD_ID } from '@rezervo/shared'
import { IMAGE_MAX_BYTES, uploadedImageSchema } from '@rezervo/shared/schemas/media'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { notFound } from '../http/errors'
import { errorResponses, fileResponse } from '../http/openapi'
import { companyParams } from '../http/records'
import { findImage } from './repository'
import { storeImage } from './service'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * POST …/media with the image as the body (Content-Type image/*): the browser sends the chosen file as it is,
 * without multipart. Its real type is read from its bytes (company scope).
 */
export async function registerMediaRoutes(scope: FastifyInstance, deps: AppDeps) {
  // A little over the limit, so that a slightly too large photo gets the field error, not a bare 413.
  const bodyLimit = IMAGE_MAX_BYTES + 64 * 1024
  scope.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit },
    (_request, body, done) => done(null, body),
  )
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  typed.post(
    '/media',
    {
      config: { area: 'media' },
      bodyLimit,
      schema: {
        tags: ['media'],
        summary: 'Upload a photo (JPEG, PNG or WebP, at most 5 MB) as the request body',
        params: companyParams,
        response: { 201: dataOf(uploadedImageSchema), ...errorResponses(401, 403, 404, 413, 419, 422) },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      return reply.status(201).send({ data: await storeImage(deps, companyAccessOf(request), body) })
    },
  )
}

const mediaParams = z.object({
  file: z
    .string()
    .regex(/^\d{1,10}-[0-9a-f]{16}\.(?:jpg|png|webp)$/)
    // The id part is an image's int4 id: a larger number names no photo.
    .refine((file) => Number(file.split('-')[0]) <= MAX_RECORD_ID),
})

/** GET /media/:file: the photos on public pages; immutable, since a URL names its bytes. */
export async function registerPublicMediaRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/media/:file',
    {
      schema: {
        tags: ['public'],
        summary: 'An uploaded photo',
        params: z.object({ file: z.string() }),
        response: {
          200: fileResponse<Buffer>(['image/jpeg', 'image/png', 'image/webp'], 'The photo'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const parsed = mediaParams.safeParse(request.params)
      if (!parsed.success) throw notFound()
      const [id, rest] = parsed.data.file.split('-') as [string, string]
      const image = await findImage(deps.database.db, Number(id), rest.slice(0, 16))
      if (!image) throw notFound()
      return reply
        .type(image.contentType)
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(image.bytes))
    },
  )
}
