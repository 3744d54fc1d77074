import { SMS_PACKS, type SmsCredits } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { DatabaseOrTransaction } from '../db/client'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError } from '../http/errors'
import { currentSubscription, monthlySms } from './current-subscription'
import { issueBillingInvoice } from './invoice-seam'
import {
  addPurchasedCredits,
  creditSpentFor,
  findSmsBalance,
  grantMonthlyAllowance,
  markExhaustedOnce,
  spendOneCredit,
} from './repository'

/** SMS credits: the plan's monthly allowance, packs bought by transfer, and one credit spent per SMS sent. */

export async function smsCreditsOf(
  db: DatabaseOrTransaction,
  companyId: number,
  now: Date,
): Promise<SmsCredits> {
  const { subscription, plan } = await currentSubscription(db, companyId, now)
  const allowance = monthlySms(plan, subscription)
  await grantMonthlyAllowance(db, companyId, allowance, now)
  const balance = await findSmsBalance(db, companyId)
  const allowanceRemaining = balance?.allowanceRemaining ?? 0
  const purchased = balance?.purchased ?? 0
  return {
    balance: allowanceRemaining + purchased,
    allowance_remaining: allowanceRemaining,
    purchased,
    monthly_allowance: allowance,
  }
}

/**
 * Spends one SMS credit for an outbox message about to go out. Refused when none is left; `firstRefusal` is
 * true once per running dry (until credits are added), when the owner is to be told.
 */
export async function spendSmsCredit(
  db: DatabaseOrTransaction,
  companyId: number,
  outboxMessageId: number,
  now: Date,
): Promise<{ spent: boolean; firstRefusal: boolean }> {
  if (await creditSpentFor(db, outboxMessageId)) return { spent: true, firstRefusal: false }
  const { subscription, plan } = await currentSubscription(db, companyId, now)
  await grantMonthlyAllowance(db, companyId, monthlySms(plan, subscription), now)
  if (await spendOneCredit(db, companyId, outboxMessageId, now)) return { spent: true, firstRefusal: false }
  return { spent: false, firstRefusal: await markExhaustedOnce(db, companyId, now) }
}

export async function getSmsCredits(deps: AppDeps, access: CompanyAccess) {
  return { data: await smsCreditsOf(deps.database.db, access.companyId, deps.clock.now()) }
}

/** Buys a pack of SMS credits; by bank transfer, so its invoice is issued in the same transaction. */
export async function buySmsPack(deps: AppDeps, access: CompanyAccess, packId: string) {
  const pack = SMS_PACKS.find((candidate) => candidate.id === packId)
  if (!pack) throw new FieldValidationError({ pack_id: ['oneOf'] })
  const now = deps.clock.now()
  await deps.database.db.transaction(async (tx) => {
    await issueBillingInvoice(deps.config, tx, {
      companyId: access.companyId,
      description: `Balíček ${pack.credits} SMS`,
      priceCzk: pack.price_czk,
      vatRate: 21,
      paymentMethod: 'bank_transfer',
      taxableSupplyDate: now,
    })
    await addPurchasedCredits(tx, access.companyId, pack.credits, pack.id, now)
  })
  return getSmsCredits(deps, access)
}
