import { z } from 'zod'
import './zod-messages'

/** Photos of branches and workers: the formats every browser shows, and a size a phone photo fits in. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]
export const IMAGE_MAX_MEGABYTES = 5
export const IMAGE_MAX_BYTES = IMAGE_MAX_MEGABYTES * 1024 * 1024

/** Where uploaded images are served: /media/12-3f9a0c1d2e4b5a6c.jpg */
export const MEDIA_PATH_PATTERN = /^\/media\/\d+-[0-9a-f]{16}\.(?:jpg|png|webp)$/

/** POST …/media answers with the address to put into photo_url. */
export const uploadedImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  content_type: z.enum(IMAGE_TYPES),
  byte_size: z.number().int(),
})
export type UploadedImage = z.infer<typeof uploadedImageSchema>

/** A photo: an uploaded image (/media/…) or an http(s) address elsewhere; empty clears it. */
export const photoUrl = () =>
  z
    .string({ error: 'string' })
    .trim()
    .max(2048, 'max:2048')
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || MEDIA_PATH_PATTERN.test(value) || isWebAddress(value), 'url')

function isWebAddress(value: string): boolean {
  return /^https?:\/\/\S+$/.test(value) && URL.canParse(value)
}
