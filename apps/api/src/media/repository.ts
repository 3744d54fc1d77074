import { type AnyColumn, and, eq, lt, notExists, or, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { deleteBatchWhere } from '../db/delete-in-batches'
import { branches, images, workers } from '../db/schema'

export async function insertImage(db: DatabaseOrTransaction, image: typeof images.$inferInsert) {
  const [row] = await db.insert(images).values(image).returning({ id: images.id })
  if (!row) throw new Error('image insert returned nothing')
  return row.id
}

export async function findImage(db: DatabaseOrTransaction, id: number, digest: string) {
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(and(eq(images.id, id), eq(images.digest, digest)))
  return row
}

/** Whether a photo_url column holds our address of the image (/media/12-….jpg). */
const showsImage = (photoUrl: AnyColumn) => sql`${photoUrl} like '/media/' || ${images.id} || '-%'`

/** Whether a branch's carousel (a JSON array of addresses) holds our address of the image. */
const galleryShowsImage = sql`${branches.galleryUrls}::text like '%"/media/' || ${images.id} || '-%'`

/**
 * Deletes a bounded batch of images created before `before` that no branch (photo or carousel) or worker
 * shows, archived ones included so their history keeps its faces: photos replaced or removed, and uploads of
 * forms never saved.
 */
export async function deleteUnusedImages(db: DatabaseOrTransaction, before: Date, batch = 100) {
  const unused = and(
    lt(images.createdAt, before),
    notExists(
      db
        .select({ id: branches.id })
        .from(branches)
        .where(or(showsImage(branches.photoUrl), galleryShowsImage)),
    ),
    notExists(db.select({ id: workers.id }).from(workers).where(showsImage(workers.photoUrl))),
  )
  await deleteBatchWhere(db, images, images.id, unused, batch)
}
