import { CARD_FORM_PATH } from '@rezervo/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reservations, subscriptions, workers } from '../db/schema'
import { signIn } from '../testing/accounts'
import {
  branchPayload,
  call,
  expectStatus,
  insertReservation,
  type Owner,
  signUpOwner,
  workerPayload,
} from '../testing/back-office-fixtures'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

// Monday 23 November 2026, 09:00 in Prague.
const START = '2026-11-23T08:00:00.000Z'
const DAY = 24 * 60 * 60 * 1000
const t = useTestApp({ now: START })

/** Moves the clock; the owner signs in again, as a session idles out after two hours. */
async function travel(owner: Owner, at: string) {
  t.clock.set(at)
  owner.session = await signIn(t.app, owner.email, owner.password)
}

const subscriptionOf = async (owner: Owner) =>
  (await expectStatus(owner.session, 'GET', `${owner.base}/subscription`, 200)).data

const inCzech = (owner: Owner, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  owner.session.request({ method, url, payload, headers: { 'accept-language': 'cs' } })

describe('plans', () => {
  it('GET /api/v1/plans answers the plans to anyone, a year for ten months, VAT 21 %', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/plans' })
    expect(response.statusCode, response.body).toBe(200)
    const plans = response.json().data
    expect(plans.map((plan: { id: string }) => plan.id)).toEqual(['zdarma', 'start', 'profi'])
    expect(plans[0]).toEqual({
      id: 'zdarma',
      name: 'Zdarma',
      monthly_price_czk: 0,
      yearly_price_czk: 0,
      vat_rate: 21,
      limits: { branches: 1, workers: 2, reservations_per_month: 50, sms_per_month: 0 },
      features: { sms: false, statistics: false, staff_roles: false },
    })
    for (const plan of plans) expect(plan.yearly_price_czk).toBe(plan.monthly_price_czk * 10)
    expect(plans[2].limits.reservations_per_month).toBeNull()
  })
})

describe('the subscription’s life (fake clock)', () => {
  it('a new company has 14 days of Profi, then without a payment method Zdarma', async () => {
    t.clock.set(START)
    const owner = await signUpOwner(t.app, t.database)
    expect(await subscriptionOf(owner)).toMatchObject({
      plan_id: 'profi',
      status: 'trialing',
      trial_ends_at: '2026-12-07T08:00:00.000Z',
      payment_method: null,
      card_available: false,
      limits: { branches: 10, workers: 30 },
    })
    await travel(owner, '2026-12-07T07:59:59.000Z')
    expect((await subscriptionOf(owner)).status).toBe('trialing')
    await travel(owner, '2026-12-07T08:00:00.000Z')
    expect(await subscriptionOf(owner)).toMatchObject({
      plan_id: 'zdarma',
      status: 'active',
      trial_ends_at: null,
      current_period_end: null,
      limits: { branches: 1, workers: 2, reservations_per_month: 50, sms_per_month: 0 },
    })
  })

  it('trial → active (bank transfer) → past_due at the period’s end → Zdarma after 14 days of grace', async () => {
    t.clock.set(START)
    const owner = await signUpOwner(t.app, t.database)
    await travel(owner, '2026-11-25T10:00:00.000Z')
    const chosen = await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
      plan_id: 'start',
      interval: 'month',
      payment_method: 'bank_transfer',
    })
    expect(chosen.data).toMatchObject({
      plan_id: 'start',
      status: 'active',
      interval: 'month',
      payment_method: 'bank_transfer',
      current_period_end: '2026-12-25T10:00:00.000Z',
      trial_ends_at: null,
    })
    // The trial's end passes without effect: the plan is paid.
    await travel(owner, '2026-12-10T00:00:00.000Z')
    expect((await subscriptionOf(owner)).status).toBe('active')
    await travel(owner, '2026-12-25T10:00:00.000Z')
    expect(await subscriptionOf(owner)).toMatchObject({
      plan_id: 'start',
      status: 'past_due',
      grace_ends_at: '2027-01-08T10:00:00.000Z',
    })
    await travel(owner, '2027-01-08T09:59:00.000Z')
    expect((await subscriptionOf(owner)).status).toBe('past_due')
    await travel(owner, '2027-01-08T10:00:00.000Z')
    expect(await subscriptionOf(owner)).toMatchObject({
      plan_id: 'zdarma',
      status: 'active',
      grace_ends_at: null,
    })
  })

  it('a yearly plan runs a calendar year; going to Zdarma keeps the paid plan until the period ends', async () => {
    t.clock.set(START)
    const owner = await signUpOwner(t.app, t.database)
    const chosen = await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
      plan_id: 'profi',
      interval: 'year',
      payment_method: 'bank_transfer',
    })
    expect(chosen.data.current_period_end).toBe('2027-11-23T08:00:00.000Z')
    const cancelled = await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
      plan_id: 'zdarma',
      interval: 'month',
      payment_method: null,
    })
    expect(cancelled.data).toMatchObject({ plan_id: 'profi', status: 'canceled' })
    await travel(owner, '2027-11-23T08:00:00.000Z')
    expect(await subscriptionOf(owner)).toMatchObject({ plan_id: 'zdarma', status: 'active' })
  })

  it('several processes reading at the trial’s end apply the change once', async () => {
    t.clock.set(START)
    const owner = await signUpOwner(t.app, t.database)
    await travel(owner, '2026-12-08T00:00:00.000Z')
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(owner.session, 'GET', `${owner.base}/subscription`)),
    )
    for (const answer of answers) expect(answer.json().data.plan_id).toBe('zdarma')
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, owner.companyId))
    expect(row!.version).toBe(2)
  })

  it('without the provider’s keys the card form’s page keeps the strict Content-Security-Policy', async () => {
    const card = await t.app.inject({ method: 'GET', url: CARD_FORM_PATH })
    expect(String(card.headers['content-security-policy'])).toContain("script-src 'self'")
    expect(String(card.headers['content-security-policy'])).not.toContain('stripe')
    const webhook = await t.app.inject({ method: 'POST', url: '/api/v1/billing/webhook', payload: '{}' })
    expect(webhook.statusCode).toBe(404)
    expect(webhook.json().message).toBeTruthy()
  })

  it('refuses an unknown plan, a paid plan without a payment method and a card without a provider (422)', async () => {
    t.clock.set(START)
    const owner = await signUpOwner(t.app, t.database)
    const url = `${owner.base}/subscription`
    const unknown = await inCzech(owner, 'PUT', url, {
      plan_id: 'gold',
      interval: 'month',
      payment_method: null,
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.plan_id).toEqual(['Takový tarif neexistuje.'])
    const none = await inCzech(owner, 'PUT', url, {
      plan_id: 'start',
      interval: 'month',
      payment_method: null,
    })
    expect(none.json().errors.payment_method).toEqual(['Zvolte, jak budete tarif Start platit.'])
    const card = await inCzech(owner, 'PUT', url, {
      plan_id: 'start',
      interval: 'year',
      payment_method: 'card',
    })
    expect(card.statusCode).toBe(422)
    expect(card.json().errors.payment_method).toEqual([
      'Platba kartou zatím není k dispozici. Zaplaťte prosím převodem.',
    ])
    expect((await subscriptionOf(owner)).plan_id).toBe('profi')
  })
})

async function ownerOnZdarma() {
  t.clock.set(START)
  const owner = await signUpOwner(t.app, t.database)
  await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
    plan_id: 'zdarma',
    interval: 'month',
    payment_method: null,
  })
  return owner
}

describe('limits', () => {
  it('a third worker on Zdarma answers 402 plan_limit "Váš tarif Zdarma umožňuje 2 pracovníky." with the link', async () => {
    const owner = await ownerOnZdarma()
    await expectStatus(owner.session, 'POST', `${owner.base}/workers`, 201, workerPayload({ name: 'První' }))
    await expectStatus(owner.session, 'POST', `${owner.base}/workers`, 201, workerPayload({ name: 'Druhý' }))
    const third = await inCzech(owner, 'POST', `${owner.base}/workers`, workerPayload({ name: 'Třetí' }))
    expect(third.statusCode).toBe(402)
    expect(third.json()).toEqual({
      message: 'Váš tarif Zdarma umožňuje 2 pracovníky.',
      code: 'plan_limit',
      link: '/dashboard/settings/subscription',
    })
    const english = await call(
      owner.session,
      'POST',
      `${owner.base}/workers`,
      workerPayload({ name: 'Třetí' }),
    )
    expect(english.json().message).toBe('Your Zdarma plan allows 2 workers.')
    await expectStatus(owner.session, 'POST', `${owner.base}/branches`, 201, branchPayload())
    const branch = await inCzech(owner, 'POST', `${owner.base}/branches`, branchPayload({ name: 'Druhá' }))
    expect(branch.statusCode).toBe(402)
    expect(branch.json().message).toBe('Váš tarif Zdarma umožňuje 1 provozovnu.')
    expect((await subscriptionOf(owner)).usage).toMatchObject({ branches: 1, workers: 2 })
  })

  it('a burst of parallel creations at the limit leaves exactly the limit: the others answer 402', async () => {
    const owner = await ownerOnZdarma()
    const burst = async (path: string, payloads: unknown[]) => {
      const answers = await Promise.all(
        payloads.map((payload) => call(owner.session, 'POST', `${owner.base}${path}`, payload)),
      )
      return answers.map((answer) => answer.statusCode).sort()
    }
    expect(
      await burst(
        '/workers',
        ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => workerPayload({ name })),
      ),
    ).toEqual([201, 201, 402, 402, 402, 402])
    expect(
      await burst(
        '/branches',
        ['Jedna', 'Dvě', 'Tři', 'Čtyři'].map((name) => branchPayload({ name })),
      ),
    ).toEqual([201, 402, 402, 402])
    const live = await t.database.db
      .select({ id: workers.id })
      .from(workers)
      .where(eq(workers.companyId, owner.companyId))
    expect(live).toHaveLength(2)
    expect((await subscriptionOf(owner)).usage).toMatchObject({ branches: 1, workers: 2 })
  })

  it('going down a plan deletes nothing: the newest over the limit is suspended, the owner chooses which', async () => {
    t.clock.set(START)
    const owner = await signUpOwner(t.app, t.database)
    const ids: number[] = []
    for (const name of ['Adam', 'Bára', 'Cyril'])
      ids.push(
        (await expectStatus(owner.session, 'POST', `${owner.base}/workers`, 201, workerPayload({ name })))
          .data.id,
      )
    await expectStatus(owner.session, 'POST', `${owner.base}/branches`, 201, branchPayload({ name: 'Jedna' }))
    await expectStatus(owner.session, 'POST', `${owner.base}/branches`, 201, branchPayload({ name: 'Dvě' }))
    await travel(owner, '2026-12-08T00:00:00.000Z') // the trial is over, no payment method
    const after = await subscriptionOf(owner)
    expect(after.plan_id).toBe('zdarma')
    expect(after.usage).toMatchObject({ branches: 1, workers: 2 })
    expect(after.workers.map((w: { name: string; suspended: boolean }) => [w.name, w.suspended])).toEqual([
      ['Adam', false],
      ['Bára', false],
      ['Cyril', true],
    ])
    expect(after.branches.map((b: { suspended: boolean }) => b.suspended)).toEqual([false, true])
    // Still there, readable, but read-only.
    const cyril = await expectStatus(owner.session, 'GET', `${owner.base}/workers/${ids[2]}`, 200)
    const edit = await inCzech(
      owner,
      'PUT',
      `${owner.base}/workers/${ids[2]}`,
      workerPayload({ name: 'Cyril' }),
    )
    expect(edit.statusCode).toBe(402)
    expect(edit.json().code).toBe('plan_limit')
    expect(cyril.data.name).toBe('Cyril')
    // The owner keeps Cyril and Adam instead.
    const branchIds = after.branches.map((b: { id: number }) => b.id)
    const kept = await expectStatus(owner.session, 'PUT', `${owner.base}/subscription/kept`, 200, {
      branch_ids: [branchIds[1]],
      worker_ids: [ids[0], ids[2]],
    })
    expect(kept.data.workers.map((w: { suspended: boolean }) => w.suspended)).toEqual([false, true, false])
    expect(kept.data.branches.map((b: { suspended: boolean }) => b.suspended)).toEqual([true, false])
    await expectStatus(
      owner.session,
      'PUT',
      `${owner.base}/workers/${ids[2]}`,
      200,
      workerPayload({ name: 'Cyril' }),
    )
    const tooMany = await inCzech(owner, 'PUT', `${owner.base}/subscription/kept`, {
      branch_ids: [branchIds[0]],
      worker_ids: ids,
    })
    expect(tooMany.statusCode).toBe(402)
    expect(tooMany.json().message).toBe('Váš tarif Zdarma umožňuje 2 pracovníky.')
    // A higher plan puts everything back in use.
    const up = await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
      plan_id: 'start',
      interval: 'month',
      payment_method: 'bank_transfer',
    })
    expect(up.data.usage).toMatchObject({ branches: 2, workers: 3 })
  })

  it('a suspended worker is not offered on the public page; the monthly reservations of Zdarma end online booking', async () => {
    t.clock.set(START)
    const fixture = await createBookingFixture(t.database)
    const { db } = t.database
    await db
      .update(subscriptions)
      .set({ planId: 'zdarma', status: 'active' })
      .where(eq(subscriptions.companyId, fixture.companyId))
    await db
      .update(workers)
      .set({ suspendedAt: new Date(START) })
      .where(eq(workers.id, fixture.workers.bob))
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/branches/slug/${fixture.slug}` })
    expect(page.json().workers.map((w: { name: string }) => w.name)).not.toContain('Bob')

    const refs = { companyId: fixture.companyId, branchId: fixture.branchId, workerId: fixture.workers.alice }
    const customer = await bookingCustomer(fixture)
    for (let n = 0; n < 49; n++)
      await insertReservation(
        t.database,
        { ...refs, customerId: customer },
        { startsAt: new Date(Date.parse('2027-01-04T08:00:00Z') + n * DAY).toISOString() },
      )
    await db
      .update(reservations)
      .set({ createdAt: new Date(START) })
      .where(eq(reservations.companyId, fixture.companyId))
    const fiftieth = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-11-24T09:00:00.000Z' }),
    )
    expect(fiftieth.statusCode, fiftieth.body).toBe(201)
    const refused = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-11-24T10:00:00.000Z' }),
      { locale: 'cs' },
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'monthly_reservations_full',
      message:
        'Provozovna tento měsíc nepřijímá další online rezervace. Kontaktujte ji prosím telefonicky nebo e-mailem.',
    })
    const count = await db.select().from(reservations).where(eq(reservations.companyId, fixture.companyId))
    expect(count).toHaveLength(50)
    // The next month counts afresh.
    t.clock.set('2026-12-01T08:00:00.000Z')
    const december = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-12-02T10:00:00.000Z' }),
    )
    expect(december.statusCode, december.body).toBe(201)
  })
})

async function bookingCustomer(fixture: { companyId: number }) {
  const { customers } = await import('../db/schema')
  const [row] = await t.database.db
    .insert(customers)
    .values({
      companyId: fixture.companyId,
      firstName: 'Stálý',
      surname: 'Zákazník',
      email: 'stały@example.cz',
    })
    .returning({ id: customers.id })
  return row!.id
}

describe('invoicing a plan paid by transfer', () => {
  it('a paid plan by bank transfer issues its tax invoice at once; going to Zdarma issues none', async () => {
    t.clock.set(START)
    const owner = await signUpOwner(t.app, t.database)
    await travel(owner, '2026-11-25T10:00:00.000Z')
    const invoicesOf = async () =>
      (await expectStatus(owner.session, 'GET', `${owner.base}/invoices`, 200)).data
    expect(await invoicesOf()).toEqual([])

    await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
      plan_id: 'start',
      interval: 'month',
      payment_method: 'bank_transfer',
    })
    const [invoice, ...others] = await invoicesOf()
    expect(others).toEqual([])
    // Start is 290 Kč a month without VAT: 60,90 Kč of VAT, 350,90 Kč rounded to 351 Kč for a transfer.
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^2026-\d{6}$/),
      payment_method: 'bank_transfer',
      issued_on: '2026-11-25',
      base_czk: 290,
      vat_czk: 60.9,
      total_czk: 351,
    })
    expect(invoice.lines).toMatchObject([{ quantity: 1, unit_price_czk: 290, vat_rate: 21 }])
    expect(invoice.lines[0].description).toContain('Start')

    await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
      plan_id: 'zdarma',
      interval: 'month',
      payment_method: null,
    })
    expect(await invoicesOf()).toHaveLength(1)
  })
})
