import type { DatabaseOrTransaction } from '../db/client'
import { isLocale } from '../plugins/locale'
import { queueEmails } from './queue-email'
import { findOwnerEmails } from './recipient-repository'
import { smsCreditsExhaustedMessage } from './templates/sms-credits-exhausted'

/** Tells the company's owners, each in their language, that its SMS credits ran dry (once per running dry). */
export async function queueSmsCreditsExhausted(db: DatabaseOrTransaction, companyId: number, appUrl: string) {
  const owners = await findOwnerEmails(db, companyId)
  await queueEmails(
    db,
    owners.map((owner) => ({
      kind: 'sms-credits-exhausted',
      to: owner.email,
      companyId,
      ...smsCreditsExhaustedMessage(isLocale(owner.locale) ? owner.locale : 'cs', appUrl),
    })),
  )
}
