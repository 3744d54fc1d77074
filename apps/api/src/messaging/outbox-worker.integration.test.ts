import { eq, inArray } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { outboxMessages } from '../db/schema'
import { call, expectStatus, type Owner, signUpOwner } from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'
import type { EmailTransport, NotificationChannels } from './channels'
import { developmentSmsOutbox } from './development-channels'
import type { ClaimedMessage } from './outbox-queue-repository'
import { createOutboxWorker } from './outbox-worker'
import { queueEmail } from './queue-email'

const SECOND = 1000

/** An email provider that fails the first `failures` sends with 'provider down N', then accepts. */
function scriptedTransport(failures: number, delayMs = 0) {
  const sent: number[] = []
  let calls = 0
  const transport: EmailTransport & { sent: number[]; calls: () => number; failures: number } = {
    name: 'scripted',
    sent,
    failures,
    calls: () => calls,
    async deliver(message: ClaimedMessage) {
      calls++
      // not-a-wait: a slow provider, the behaviour under test, not the test waiting for something.
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
      if (calls <= transport.failures) throw new Error(`provider down ${calls}`)
      sent.push(message.id)
    },
    close() {},
  }
  return transport
}

describe('the outbox worker', () => {
  const t = useTestApp({
    env: { OUTBOX_MAX_TRIES: '3', OUTBOX_RETRY_BASE_SECONDS: '30', OUTBOX_LEASE_SECONDS: '60' },
  })
  let owner: Owner
  let stranger: Owner
  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database, 'Doručovací s.r.o.')
    stranger = await signUpOwner(t.app, t.database, 'Cizí s.r.o.')
  })
  // Each test counts its own sends: what earlier steps queued (verification emails) is settled first.
  beforeEach(async () => {
    await t.database.db
      .update(outboxMessages)
      .set({ state: 'sent' })
      .where(inArray(outboxMessages.state, ['queued', 'sending']))
  })

  const workerWith = (email: EmailTransport) => {
    const channels: NotificationChannels = { email, sms: developmentSmsOutbox }
    return createOutboxWorker(t.app.deps, { channels, log: t.app.log })
  }
  const queueTestEmail = (to: string) =>
    queueEmail(t.database.db, {
      kind: 'test',
      to,
      subject: `Pro ${to}`,
      text: 'Text',
      html: '<p>Text</p>',
      companyId: owner.companyId,
    })
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!

  it('retries a failed send with a growing wait, then marks it sent', async () => {
    const id = await queueTestEmail('retry@example.cz')
    const transport = scriptedTransport(2)
    const worker = workerWith(transport)
    const start = t.clock.now().getTime()

    await worker.runOnce()
    let row = await rowOf(id)
    expect(row).toMatchObject({ state: 'queued', tries: 1, lastError: 'provider down 1', lockedUntil: null })
    expect(row.nextAttemptAt.getTime() - start).toBeGreaterThanOrEqual(24 * SECOND)
    expect(row.nextAttemptAt.getTime() - start).toBeLessThanOrEqual(30 * SECOND)

    // Not due yet: nothing is tried.
    await worker.runOnce()
    expect(transport.calls()).toBe(1)

    t.clock.advance(30 * SECOND)
    await worker.runOnce()
    row = await rowOf(id)
    expect(row).toMatchObject({ state: 'queued', tries: 2, lastError: 'provider down 2' })
    const wait = row.nextAttemptAt.getTime() - t.clock.now().getTime()
    expect(wait).toBeGreaterThanOrEqual(48 * SECOND)
    expect(wait).toBeLessThanOrEqual(60 * SECOND)

    t.clock.advance(60 * SECOND)
    await worker.runOnce()
    row = await rowOf(id)
    expect(row).toMatchObject({ state: 'sent', tries: 3, lastError: null })
    expect(row.sentAt).toEqual(t.clock.now())
    expect(transport.sent).toEqual([id])
  })

  it('gives up after the last try with the reason, shows it in the log, and sends it again on request', async () => {
    const id = await queueTestEmail('giveup@example.cz')
    const failing = scriptedTransport(99)
    const worker = workerWith(failing)
    for (let attempt = 0; attempt < 3; attempt++) {
      await worker.runOnce()
      t.clock.advance(10 * 60 * SECOND)
    }
    await worker.runOnce()
    expect(failing.calls()).toBe(3)
    expect(await rowOf(id)).toMatchObject({ state: 'failed', tries: 3, lastError: 'provider down 3' })

    const log = await expectStatus(owner.session, 'GET', `${owner.base}/notification-log?state=failed`, 200)
    expect(log.data).toEqual([
      {
        id,
        channel: 'email',
        kind: 'test',
        recipient: 'giveup@example.cz',
        summary: 'Pro giveup@example.cz',
        state: 'failed',
        tries: 3,
        last_error: 'provider down 3',
        sms_segments: null,
        created_at: expect.any(String),
        sent_at: null,
        next_attempt_at: null,
      },
    ])
    expect(log.meta).toEqual({ page: 1, per_page: 25, total: 1 })

    const resent = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/notification-log/${id}/resend`,
      200,
    )
    expect(resent.data).toMatchObject({ id, state: 'queued', tries: 0 })
    const healthy = scriptedTransport(0)
    await workerWith(healthy).runOnce()
    expect(healthy.sent).toEqual([id])
    expect(await rowOf(id)).toMatchObject({ state: 'sent', tries: 1, lastError: null })
  })

  it('resends a sent message as a copy, and keeps another company out of the log', async () => {
    const id = await queueTestEmail('copy@example.cz')
    await workerWith(scriptedTransport(0)).runOnce()
    const resent = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/notification-log/${id}/resend`,
      200,
    )
    expect(resent.data.id).not.toBe(id)
    expect(resent.data).toMatchObject({ recipient: 'copy@example.cz', state: 'queued', tries: 0 })
    const copy = await rowOf(resent.data.id)
    expect(copy).toMatchObject({
      subject: 'Pro copy@example.cz',
      companyId: owner.companyId,
      htmlBody: '<p>Text</p>',
    })

    const foreign = await call(stranger.session, 'POST', `${owner.base}/notification-log/${id}/resend`, {})
    expect(foreign.statusCode).toBe(404)
    const ownPath = await call(stranger.session, 'POST', `${stranger.base}/notification-log/${id}/resend`, {})
    expect(ownPath.statusCode).toBe(404)
    const strangerLog = await expectStatus(stranger.session, 'GET', `${stranger.base}/notification-log`, 200)
    expect(strangerLog.data).toEqual([])
    const page = await expectStatus(
      owner.session,
      'GET',
      `${owner.base}/notification-log?per_page=2&channel=email`,
      200,
    )
    expect(page.data).toHaveLength(2)
    expect(page.meta.total).toBeGreaterThanOrEqual(4)
    expect(page.data[0].id).toBe(resent.data.id)
    const bad = await call(owner.session, 'GET', `${owner.base}/notification-log?channel=fax`)
    expect(bad.statusCode).toBe(422)
  })

  it('claims a message left in sending by a dead process once its lease ran out, not before', async () => {
    const expired = await queueTestEmail('expired@example.cz')
    const leased = await queueTestEmail('leased@example.cz')
    const now = t.clock.now().getTime()
    await t.database.db
      .update(outboxMessages)
      .set({ state: 'sending', tries: 1, lockedUntil: new Date(now - SECOND) })
      .where(eq(outboxMessages.id, expired))
    await t.database.db
      .update(outboxMessages)
      .set({ state: 'sending', tries: 1, lockedUntil: new Date(now + 30 * SECOND) })
      .where(eq(outboxMessages.id, leased))
    const transport = scriptedTransport(0)
    await workerWith(transport).runOnce()
    expect(transport.sent).toEqual([expired])
    expect(await rowOf(expired)).toMatchObject({ state: 'sent', tries: 2 })
    expect(await rowOf(leased)).toMatchObject({ state: 'sending', tries: 1 })
  })

  it('lets two workers on one database share the queue without sending a message twice', async () => {
    const ids: number[] = []
    for (let index = 0; index < 45; index++) ids.push(await queueTestEmail(`pair${index}@example.cz`))
    const first = scriptedTransport(0, 3)
    const second = scriptedTransport(0, 3)
    await Promise.all([workerWith(first).runOnce(), workerWith(second).runOnce()])
    const both = [...first.sent, ...second.sent].sort((a, b) => a - b)
    expect(both).toEqual(ids)
    expect(first.sent.filter((id) => second.sent.includes(id))).toEqual([])
    expect(first.sent.length).toBeGreaterThan(0)
    expect(second.sent.length).toBeGreaterThan(0)
    const rows = await t.database.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids))
    expect(rows.every((row) => row.state === 'sent' && row.tries === 1)).toBe(true)
  })

  it('stopped while its claim is on the way, sends nothing and gives the messages back untried', async () => {
    const ids = [await queueTestEmail('early1@example.cz'), await queueTestEmail('early2@example.cz')]
    const transport = scriptedTransport(0)
    const worker = workerWith(transport)
    // The pass has sent its claim to the database when runOnce returns; stop() lands before the answer.
    const pass = worker.runOnce()
    await worker.stop()
    await pass
    expect(transport.calls()).toBe(0)
    for (const id of ids) {
      expect(await rowOf(id)).toMatchObject({ state: 'queued', tries: 0, lockedUntil: null })
    }
  })

  it('stopped with sends unanswered past its grace, hands them back due at once; their late outcome is ignored', async () => {
    const id = await queueTestEmail('slow@example.cz')
    const transport = scriptedTransport(0, 400)
    const worker = workerWith(transport)
    const pass = worker.runOnce()
    await vi.waitFor(() => expect(transport.calls()).toBe(1))
    await worker.stop(50)
    const handedBack = await rowOf(id)
    expect(handedBack).toMatchObject({ state: 'queued', tries: 1, lockedUntil: null })
    expect(handedBack.nextAttemptAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime())

    // The provider accepts after all: the row is no longer this worker's claim, so another process's
    // claim (or the queue) is left as it is. At least once, as after a crash.
    await pass
    expect(transport.sent).toEqual([id])
    expect(await rowOf(id)).toMatchObject({ state: 'queued', tries: 1, sentAt: null })
  })
})
