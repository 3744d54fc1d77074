import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages, smsCreditBalances } from '../db/schema'
import { expectStatus } from '../testing/back-office-fixtures'
import { createBody, type OwnerOfCompany, ownerOfNewCompany } from '../testing/reservation-api'
import { startSmsGatewayStub } from '../testing/sms-gateway-stub'
import { useTestApp } from '../testing/test-app'

describe('SMS credits (decision 032)', () => {
  let gateway: Awaited<ReturnType<typeof startSmsGatewayStub>>
  const env: Record<string, string> = { SMS_GATEWAY_KEY: 'test-key' }
  beforeAll(async () => {
    gateway = await startSmsGatewayStub(() => 200)
    env.SMS_GATEWAY_URL = gateway.url
  })
  afterAll(() => gateway.close())
  const t = useTestApp({ now: '2026-11-20T08:00:00.000Z', env })

  async function cancelWithSms(owner: OwnerOfCompany, startsAt: string) {
    const created = await owner.session.post(
      `${owner.base}/reservations`,
      createBody(owner.fixture, startsAt),
    )
    expect(created.statusCode, created.body).toBe(201)
    const cancelled = await owner.session.post(
      `${owner.base}/reservations/${created.json().data.id}/cancel`,
      {
        reason: 'Nemoc',
        notify_customer_sms: true,
      },
    )
    expect(cancelled.statusCode, cancelled.body).toBe(200)
  }
  const rows = (companyId: number) =>
    t.database.db.select().from(outboxMessages).where(eq(outboxMessages.companyId, companyId))

  it('at zero an SMS is not sent but logged "Nedostatek kreditu", the owner hears once, the customer’s email goes', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const { companyId } = owner.fixture
    // One SMS left of this month's allowance, nothing bought.
    await t.database.db
      .insert(smsCreditBalances)
      .values({ companyId, allowanceRemaining: 1, allowanceMonth: '2026-11', purchased: 0 })
    const credits = async () =>
      (await expectStatus(owner.session, 'GET', `${owner.base}/subscription/sms-credits`, 200)).data
    expect(await credits()).toMatchObject({ balance: 1, allowance_remaining: 1, monthly_allowance: 300 })

    const sentBefore = gateway.requests.length
    await cancelWithSms(owner, '2026-11-23T09:00:00.000Z')
    await t.app.outboxWorker.runOnce()
    expect(gateway.requests.length).toBe(sentBefore + 1)
    expect(await credits()).toMatchObject({ balance: 0 })

    await cancelWithSms(owner, '2026-11-24T09:00:00.000Z')
    await cancelWithSms(owner, '2026-11-25T09:00:00.000Z')
    // An email to the customer in the same pass as the refused SMS.
    await t.database.db.insert(outboxMessages).values({
      companyId,
      channel: 'email',
      kind: 'reservation-cancelled',
      recipient: `jan.${companyId}@example.cz`,
      subject: 'Rezervace zrušena',
      textBody: 'Vaše rezervace byla zrušena.',
    })
    await t.app.outboxWorker.runOnce()
    await t.app.outboxWorker.runOnce()
    expect(gateway.requests.length, 'no SMS went out without credit').toBe(sentBefore + 1)

    const all = await rows(companyId)
    const sms = all.filter((row) => row.channel === 'sms')
    expect(sms.map((row) => [row.state, row.lastError])).toEqual([
      ['sent', null],
      ['failed', 'Nedostatek kreditu'],
      ['failed', 'Nedostatek kreditu'],
    ])
    const log = await expectStatus(owner.session, 'GET', `${owner.base}/notification-log?channel=sms`, 200)
    expect(log.data.filter((entry: { state: string }) => entry.state === 'failed')).toHaveLength(2)
    expect(JSON.stringify(log.data)).toContain('Nedostatek kreditu')

    const notices = all.filter((row) => row.kind === 'sms-credits-exhausted')
    expect(notices, 'one email per running dry').toHaveLength(1)
    // In the owner's language (this one signed up in English; Czech: 'Došel vám kredit na SMS').
    expect(notices[0]!.subject).toBe('You have run out of SMS credits')
    expect(notices[0]!.textBody).toContain('http://localhost:3000/dashboard/settings/subscription')
    // The customer's email went all the same.
    const customerEmails = all.filter(
      (row) => row.channel === 'email' && row.kind !== 'sms-credits-exhausted',
    )
    expect(customerEmails).toHaveLength(1)
    expect(customerEmails.every((row) => row.state === 'sent')).toBe(true)

    // A bought pack refills the credit and arms the notice again.
    const bought = await expectStatus(owner.session, 'POST', `${owner.base}/subscription/sms-packs`, 200, {
      pack_id: 'sms-100',
    })
    expect(bought.data).toMatchObject({ balance: 100, purchased: 100 })
    const [balance] = await t.database.db
      .select()
      .from(smsCreditBalances)
      .where(eq(smsCreditBalances.companyId, companyId))
    expect(balance!.exhaustedNotifiedAt).toBeNull()
    await cancelWithSms(owner, '2026-11-26T09:00:00.000Z')
    await t.app.outboxWorker.runOnce()
    expect(gateway.requests.length).toBe(sentBefore + 2)
    expect(await credits()).toMatchObject({ balance: 99, purchased: 99 })
  })

  it('a new month brings the plan’s allowance back; unused allowance lapses, bought credits stay', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const { companyId } = owner.fixture
    await t.database.db
      .insert(smsCreditBalances)
      .values({ companyId, allowanceRemaining: 5, allowanceMonth: '2026-10', purchased: 7 })
    const credits = await expectStatus(owner.session, 'GET', `${owner.base}/subscription/sms-credits`, 200)
    expect(credits.data).toEqual({
      balance: 307,
      allowance_remaining: 300,
      purchased: 7,
      monthly_allowance: 300,
    })
    const unknown = await owner.session.post(`${owner.base}/subscription/sms-packs`, { pack_id: 'sms-7' })
    expect(unknown.statusCode).toBe(422)
  })
})
