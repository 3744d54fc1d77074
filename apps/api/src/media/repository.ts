import { and, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { images } from '../db/schema'

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
