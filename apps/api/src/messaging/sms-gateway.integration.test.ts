import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '../db/schema'
import { expectStatus } from '../testing/back-office-fixtures'
import { createBody, type OwnerOfCompany, ownerOfNewCompany } from '../testing/reservation-api'
import { startSmsGatewayStub } from '../testing/sms-gateway-stub'
import { useTestApp } from '../testing/test-app'
import { defaultNotificationSettings, saveNotificationSettings } from './settings-repository'

const MONDAY_10 = '2026-11-23T09:00:00.000Z'

describe('SMS over the HTTP gateway', () => {
  let gatewayStatus = 200
  let gateway: Awaited<ReturnType<typeof startSmsGatewayStub>>
  const env: Record<string, string> = { SMS_GATEWAY_KEY: 'test-key' }
  beforeAll(async () => {
    gateway = await startSmsGatewayStub(() => gatewayStatus)
    env.SMS_GATEWAY_URL = gateway.url
  })
  afterAll(() => gateway.close())
  const t = useTestApp({ now: '2026-11-20T08:00:00.000Z', env })

  async function cancelWithSms(owner: OwnerOfCompany, startsAt = MONDAY_10) {
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
    return cancelled.json().data
  }
  const smsRows = (companyId: number) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.channel, 'sms')))

  it('posts the cancellation SMS as JSON with the bearer key, in plain GSM letters, and marks it sent', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    await cancelWithSms(owner)
    await t.app.outboxWorker.runOnce()
    const request = gateway.requests.at(-1)!
    expect(request.authorization).toBe('Bearer test-key')
    expect(request.contentType).toBe('application/json')
    expect(request.body.to).toBe('+420777123456')
    expect(request.body.text).toMatch(
      /^Vase rezervace 23\. 11\. 2026 v 10:00 \(Na Rohu\) byla zrusena\. Duvod: Nemoc\. Novy termin: http:\/\/localhost:3000\/fixture-branch-/,
    )
    const [row] = await smsRows(owner.fixture.companyId)
    expect(row).toMatchObject({ state: 'sent', tries: 1, lastError: null })
    const log = await expectStatus(owner.session, 'GET', `${owner.base}/notification-log?channel=sms`, 200)
    expect(log.data[0]).toMatchObject({ id: row!.id, state: 'sent', sms_segments: 1 })
    expect(log.data[0].summary).toMatch(/^Vase rezervace .{60,}…$/)
  })

  it("uses the company's own text, keeps diacritics when asked, and counts the UCS-2 parts", async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    await saveNotificationSettings(
      t.database.db,
      {
        ...defaultNotificationSettings(owner.fixture.companyId),
        cancellationSmsText:
          'Dobrý den {customer_name}, {service} {date} v {time} se ruší. {reason} Omlouváme se, {branch}. Nový termín: {link}',
        smsStripDiacritics: false,
      },
      t.clock.now(),
    )
    await cancelWithSms(owner)
    await t.app.outboxWorker.runOnce()
    const { text } = gateway.requests.at(-1)!.body
    expect(text).toMatch(
      /^Dobrý den Jan Šťastný, Pánský střih, .+ 23\. 11\. 2026 v 10:00 se ruší\. Důvod: Nemoc\. Omlouváme se, Na Rohu\. Nový termín: http/,
    )
    const log = await expectStatus(owner.session, 'GET', `${owner.base}/notification-log?channel=sms`, 200)
    expect(log.data[0].sms_segments).toBe(Math.ceil(text.length / 67))
  })

  it('keeps the status of a refusing gateway as the reason and tries again later', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    gatewayStatus = 500
    try {
      await cancelWithSms(owner)
      await t.app.outboxWorker.runOnce()
    } finally {
      gatewayStatus = 200
    }
    const [row] = await smsRows(owner.fixture.companyId)
    expect(row).toMatchObject({ state: 'queued', tries: 1 })
    expect(row!.lastError).toBe('SMS gateway answered 500: {"error":"insufficient credit"}')
  })

  it('queues no SMS when the company turned cancellation SMS off', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    await saveNotificationSettings(
      t.database.db,
      { ...defaultNotificationSettings(owner.fixture.companyId), cancellationSms: false },
      t.clock.now(),
    )
    const cancelled = await cancelWithSms(owner)
    expect(cancelled.history.at(-1).changes).toMatchObject({ sms_queued: false })
    expect(await smsRows(owner.fixture.companyId)).toEqual([])
  })
})
