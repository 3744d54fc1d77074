/**
 * Phone cameras take 12-megapixel photos of several megabytes; a branch page shows them at a few hundred
 * pixels. Shrinking in the browser before the upload makes the upload quick on a mobile connection, lets a
 * photo over the size limit through, and keeps the public page light, with no image library on the server.
 */

/** The longest edge kept: sharp on a retina phone and on a desktop header. */
export const PHOTO_MAX_EDGE = 1600
/** Files under this size and edge go up as they are: re-encoding them would only lose quality. */
export const PHOTO_KEEP_BELOW_BYTES = 600 * 1024
const JPEG_QUALITY = 0.85

export interface Size {
  width: number
  height: number
}

/** The size that fits within maxEdge on both sides, keeping the aspect ratio; never enlarges. */
export function fitWithin(size: Size, maxEdge: number): Size {
  const scale = Math.min(1, maxEdge / Math.max(size.width, size.height))
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  }
}

/**
 * JPEG stays JPEG. PNG and WebP may be logos with transparency, so they become WebP, which keeps it; a
 * browser that cannot encode WebP hands back PNG, which keeps it too.
 */
export function shrunkType(type: string): 'image/jpeg' | 'image/webp' {
  return type === 'image/jpeg' ? 'image/jpeg' : 'image/webp'
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

/**
 * The photo made at most PHOTO_MAX_EDGE on its longest side, or the file itself when it is already small or
 * the browser cannot decode it (the server then judges it as it is).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap
  try {
    // EXIF orientation is applied, so a portrait taken on a phone stays upright once re-encoded.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  try {
    const source = { width: bitmap.width, height: bitmap.height }
    const target = fitWithin(source, PHOTO_MAX_EDGE)
    const smallEnough = target.width === source.width && file.size < PHOTO_KEEP_BELOW_BYTES
    if (smallEnough) return file
    const canvas = document.createElement('canvas')
    canvas.width = target.width
    canvas.height = target.height
    const context = canvas.getContext('2d')
    if (!context) return file
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, target.width, target.height)
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, shrunkType(file.type), JPEG_QUALITY),
    )
    // Re-encoding can make a small, well-compressed file bigger; then the original is the better upload.
    if (!blob || (blob.size >= file.size && target.width === source.width)) return file
    const baseName = file.name.replace(/\.[^.]+$/, '') || 'photo'
    return new File([blob], `${baseName}.${EXTENSIONS[blob.type] ?? 'img'}`, { type: blob.type })
  } finally {
    bitmap.close()
  }
}
