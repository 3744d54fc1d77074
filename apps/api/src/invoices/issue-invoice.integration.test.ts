import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invoiceLines, invoiceNumberSeries, invoices } from '../db/schema'
import { companyPayload, expectStatus, type Owner, signUpOwner } from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'
import { issueCreditNote, issueInvoice } from './index'

const plan = {
  description: 'Tarif Start – měsíční předplatné',
  quantity: 1,
  unitPriceHaler: 49_000,
  vatRate: 21,
}

describe('issueInvoice', { timeout: 120_000 }, () => {
  const t = useTestApp({ now: '2026-03-10T09:00:00.000Z' })
  const context = () => ({ db: t.database.db, config: t.app.deps.config, now: t.clock.now() })
  let owner: Owner

  it('writes every §29 fact: parties, number, dates, lines with VAT, totals, variable symbol', async () => {
    owner = await signUpOwner(t.app, t.database)
    const { invoice, lines } = await issueInvoice(context(), {
      companyId: owner.companyId,
      lines: [plan],
      paymentMethod: 'bank_transfer',
      taxableSupplyDate: '2026-03-01',
    })
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: '2026-000001',
      variableSymbol: '2026000001',
      issuedOn: '2026-03-10',
      taxableSupplyOn: '2026-03-01',
      dueOn: '2026-03-24',
      paymentMethod: 'bank_transfer',
      baseHaler: 49_000,
      vatHaler: 10_290,
      roundingHaler: 10,
      totalHaler: 59_300,
    })
    expect(invoice.customer).toMatchObject({
      name: 'Barber na rohu s.r.o.',
      street: 'Vinohradská',
      houseNumber: '1234/56',
      city: 'Praha',
      zip: '120 00',
      cin: '27082440',
      tin: 'CZ27082440',
      email: 'fakturace@barbernarohu.cz',
    })
    expect(invoice.supplier).toMatchObject({ name: 'Rezervo s.r.o.', cin: '12345679', tin: 'CZ12345679' })
    expect(lines).toEqual([
      expect.objectContaining({
        position: 1,
        quantity: 1,
        unitPriceHaler: 49_000,
        vatRate: 21,
        vatHaler: 10_290,
      }),
    ])
  })

  it('a card invoice is due at once and not rounded', async () => {
    const { invoice } = await issueInvoice(context(), {
      companyId: owner.companyId,
      lines: [plan],
      paymentMethod: 'card',
    })
    expect(invoice).toMatchObject({
      number: '2026-000002',
      dueOn: '2026-03-10',
      totalHaler: 59_290,
      roundingHaler: 0,
    })
  })

  it('keeps the customer as it was: a later change of billing details does not alter an issued invoice', async () => {
    await expectStatus(
      owner.session,
      'PUT',
      owner.base,
      200,
      companyPayload({ billing_name: 'Holičství Nové jméno s.r.o.', city: 'Brno' }),
    )
    const [first] = await t.database.db.select().from(invoices).where(eq(invoices.number, '2026-000001'))
    expect(first!.customer).toMatchObject({ name: 'Barber na rohu s.r.o.', city: 'Praha' })
    const next = await issueInvoice(context(), {
      companyId: owner.companyId,
      lines: [plan],
      paymentMethod: 'card',
    })
    expect(next.invoice.customer).toMatchObject({ name: 'Holičství Nové jméno s.r.o.', city: 'Brno' })
  })

  it('a failure after the number was taken gives it back: the next invoice has the next number, no gap', async () => {
    await expect(
      issueInvoice(context(), {
        companyId: owner.companyId,
        // A line the database refuses after the number was taken: past the int4 column.
        lines: [{ ...plan, quantity: 3_000_000, unitPriceHaler: 1_000_000 }],
        paymentMethod: 'card',
      }),
    ).rejects.toThrow()
    const { invoice } = await issueInvoice(context(), {
      companyId: owner.companyId,
      lines: [plan],
      paymentMethod: 'card',
    })
    expect(invoice.number).toBe('2026-000004')
  })

  it('rolls back with the caller: an invoice issued in a transaction that fails leaves no number taken', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await issueInvoice(
          { ...context(), db: tx },
          { companyId: owner.companyId, lines: [plan], paymentMethod: 'card' },
        )
        throw new Error('the plan change failed')
      }),
    ).rejects.toThrow('the plan change failed')
    const { invoice } = await issueInvoice(context(), {
      companyId: owner.companyId,
      lines: [plan],
      paymentMethod: 'card',
    })
    expect(invoice.number).toBe('2026-000005')
  })

  it('20 invoices issued at once get 20 consecutive numbers, none twice', async () => {
    const issued = await Promise.all(
      Array.from({ length: 20 }, () =>
        issueInvoice(context(), {
          companyId: owner.companyId,
          lines: [plan],
          paymentMethod: 'bank_transfer',
        }),
      ),
    )
    const sequences = issued.map(({ invoice }) => invoice.sequence).sort((a, b) => a - b)
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => 6 + index))
    expect(new Set(issued.map(({ invoice }) => invoice.number)).size).toBe(20)
    const stored = await t.database.db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(eq(invoices.kind, 'invoice'))
      .orderBy(asc(invoices.sequence))
    expect(stored.map((row) => row.sequence)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1))
  })

  it('a new year starts its series again at 000001', async () => {
    const { invoice } = await issueInvoice(
      { ...context(), now: new Date('2026-12-31T23:30:00.000Z') },
      { companyId: owner.companyId, lines: [plan], paymentMethod: 'card' },
    )
    // 00:30 on 1 January in Prague: issued in 2027.
    expect(invoice).toMatchObject({ number: '2027-000001', issuedOn: '2027-01-01' })
    const series = await t.database.db
      .select()
      .from(invoiceNumberSeries)
      .orderBy(asc(invoiceNumberSeries.year))
    expect(series).toEqual([
      { kind: 'invoice', year: 2026, lastNumber: 25 },
      { kind: 'invoice', year: 2027, lastNumber: 1 },
    ])
  })

  it('a credit note: own series, the corrected invoice and its variable symbol, negative amounts', async () => {
    const [original] = await t.database.db.select().from(invoices).where(eq(invoices.number, '2026-000001'))
    const { invoice: credit, lines } = await issueCreditNote(context(), {
      companyId: owner.companyId,
      invoiceId: original!.id,
      reason: 'Vrácení předplatného po zrušení tarifu',
    })
    expect(credit).toMatchObject({
      kind: 'credit_note',
      number: 'OD2026-000001',
      correctedInvoiceId: original!.id,
      variableSymbol: '2026000001',
      reason: 'Vrácení předplatného po zrušení tarifu',
      baseHaler: -49_000,
      vatHaler: -10_290,
      roundingHaler: -10,
      totalHaler: -59_300,
    })
    expect(lines[0]).toMatchObject({ quantity: -1, unitPriceHaler: 49_000 })
    const second = await issueCreditNote(context(), {
      companyId: owner.companyId,
      invoiceId: original!.id,
      reason: 'Druhá oprava',
      lines: [{ ...plan, unitPriceHaler: 100 }],
    })
    expect(second.invoice.number).toBe('OD2026-000002')
    // A credit note cannot itself be corrected, and another company's invoice is not found.
    await expect(
      issueCreditNote(context(), { companyId: owner.companyId, invoiceId: credit.id, reason: 'x' }),
    ).rejects.toMatchObject({ status: 409 })
    const other = await signUpOwner(t.app, t.database, 'Jiná firma s.r.o.')
    await expect(
      issueCreditNote(context(), { companyId: other.companyId, invoiceId: original!.id, reason: 'x' }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('a company with invoices is archived, never deleted, so its documents are kept', async () => {
    const answer = await expectStatus(owner.session, 'DELETE', owner.base, 200)
    expect(answer.data.outcome).toBe('archived')
    const kept = await t.database.db
      .select()
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(eq(invoices.companyId, owner.companyId))
    expect(kept.length).toBeGreaterThan(20)
  })
})

describe('issuing at once, some failing', { timeout: 120_000 }, () => {
  const t = useTestApp({ now: '2026-05-04T09:00:00.000Z' })

  it('12 at once of which 4 fail after taking their number: the 8 issued are 000001…000008', async () => {
    const owner = await signUpOwner(t.app, t.database)
    const context = { db: t.database.db, config: t.app.deps.config, now: t.clock.now() }
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        issueInvoice(context, {
          companyId: owner.companyId,
          // Every third line is past the int4 column: the database refuses it after the number was taken.
          lines: [index % 3 === 2 ? { ...plan, quantity: 3_000_000, unitPriceHaler: 1_000_000 } : plan],
          paymentMethod: 'bank_transfer',
        }),
      ),
    )
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(4)
    const numbers = results
      .flatMap((result) => (result.status === 'fulfilled' ? [result.value.invoice.number] : []))
      .sort()
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, index) => `2026-00000${index + 1}`))
    const [series] = await t.database.db.select().from(invoiceNumberSeries)
    expect(series).toEqual({ kind: 'invoice', year: 2026, lastNumber: 8 })
  })
})
