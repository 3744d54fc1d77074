import { createHash } from 'node:crypto'
import { IMAGE_MAX_BYTES, IMAGE_MAX_MEGABYTES, type UploadedImage } from '@rezervo/shared/schemas/media'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError } from '../http/errors'
import { detectImageType, IMAGE_EXTENSIONS } from './image-type'
import { insertImage } from './repository'

export const mediaUrl = (id: number, digest: string, extension: string) =>
  `/media/${id}-${digest}.${extension}`

/** Stores an uploaded photo for the company; the answer's url goes into a branch's or worker's photo_url. */
export async function storeImage(
  deps: AppDeps,
  access: CompanyAccess,
  bytes: Uint8Array,
): Promise<UploadedImage> {
  if (bytes.length > IMAGE_MAX_BYTES)
    throw new FieldValidationError({ file: [`fileSize:${IMAGE_MAX_MEGABYTES}`] })
  const contentType = detectImageType(bytes)
  if (!contentType) throw new FieldValidationError({ file: [bytes.length ? 'image' : 'required'] })
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16)
  const id = await insertImage(deps.database.db, {
    companyId: access.companyId,
    contentType,
    byteSize: bytes.length,
    digest,
    bytes,
    // The app's clock, which the sweep of unused images measures age by.
    createdAt: deps.clock.now(),
  })
  return {
    id,
    url: mediaUrl(id, digest, IMAGE_EXTENSIONS[contentType]),
    content_type: contentType,
    byte_size: bytes.length,
  }
}
