import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFParse } from 'pdf-parse'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import { call, companyPayload, expectStatus, type Owner, signUpOwner } from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'
import { issueCreditNote, issueInvoice } from './index'
import { documentUuid } from './invoice-isdoc'
import { QR_SIZE } from './invoice-pdf'

const schemaDir = join(import.meta.dirname, 'isdoc-schema')
const invoiceSchema = readFileSync(join(schemaDir, 'isdoc-invoice-6.0.2.xsd'), 'utf8')
const coreSchema = readFileSync(join(schemaDir, 'isdoc-core-6.0.2.xsd'), 'utf8')

/** Validates against the published ISDOC 6.0.2 schema (libxml2 in WebAssembly); answers libxml2's errors. */
async function isdocErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'invoice.isdoc', contents: xml },
    schema: { fileName: 'isdoc-invoice-6.0.2.xsd', contents: invoiceSchema },
    preload: [{ fileName: 'isdoc-core-6.0.2.xsd', contents: coreSchema }],
  })
  return result.errors.map((error) => error.rawMessage)
}

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

/** The first page's text runs with where they sit (PDF points, y from the page's bottom). */
async function pdfRuns(body: Buffer) {
  const document = await getDocument({ data: new Uint8Array(body) }).promise
  try {
    const content = await (await document.getPage(1)).getTextContent()
    return content.items.flatMap((item) =>
      'str' in item
        ? [{ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width }]
        : [],
    )
  } finally {
    await document.destroy()
  }
}

/** pdf-parse may break a line anywhere a text run ends; compare with whitespace collapsed. */
const squash = (text: string) => text.replace(/\s+/g, ' ')

describe('invoice documents: list, PDF and ISDOC', { timeout: 120_000 }, () => {
  const t = useTestApp({ now: '2026-03-10T09:00:00.000Z' })
  let owner: Owner
  let transferId: number
  let cardId: number
  let creditId: number

  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database, 'Kadeřnictví Řeřicha s.r.o.')
    const billing = companyPayload({
      name: 'Kadeřnictví Řeřicha s.r.o.',
      billing_name: 'Kadeřnictví Řeřicha s.r.o.',
    })
    await expectStatus(owner.session, 'PUT', owner.base, 200, billing)
    const context = { db: t.database.db, config: t.app.deps.config, now: t.clock.now() }
    const transfer = await issueInvoice(context, {
      companyId: owner.companyId,
      lines: [
        {
          description: 'Tarif Profi – roční předplatné',
          quantity: 1,
          unitPriceHaler: 1_234_500,
          vatRate: 21,
        },
        { description: 'Balíček 500 SMS zpráv', quantity: 500, unitPriceHaler: 119, vatRate: 21 },
      ],
      paymentMethod: 'bank_transfer',
      taxableSupplyDate: '2026-03-01',
    })
    transferId = transfer.invoice.id
    cardId = (
      await issueInvoice(context, {
        companyId: owner.companyId,
        lines: [{ description: 'Tarif Start – měsíční', quantity: 1, unitPriceHaler: 49_000, vatRate: 21 }],
        paymentMethod: 'card',
      })
    ).invoice.id
    creditId = (
      await issueCreditNote(context, {
        companyId: owner.companyId,
        invoiceId: cardId,
        reason: 'Vrácení předplatného – zrušení tarifu',
      })
    ).invoice.id
  })

  it('lists the documents newest first with their amounts in crowns', async () => {
    const answer = await expectStatus(owner.session, 'GET', `${owner.base}/invoices`, 200)
    expect(answer.meta.total).toBe(3)
    expect(answer.data.map((invoice: { number: string }) => invoice.number)).toEqual([
      'OD2026-000001',
      '2026-000002',
      '2026-000001',
    ])
    expect(answer.data[2]).toMatchObject({
      kind: 'invoice',
      variable_symbol: '2026000001',
      payment_method: 'bank_transfer',
      issued_on: '2026-03-10',
      taxable_supply_on: '2026-03-01',
      due_on: '2026-03-24',
      // 12 345 + 595 = 12 940 Kč base; VAT 2 592,45 + 124,95 = 2 717,40 Kč; 15 657,40 → 15 657 Kč
      base_czk: 12_940,
      vat_czk: 2_717.4,
      rounding_czk: -0.4,
      total_czk: 15_657,
    })
    expect(answer.data[0]).toMatchObject({
      kind: 'credit_note',
      corrected_invoice_id: cardId,
      total_czk: -592.9,
    })
  })

  it('the PDF holds every §29 fact, in Czech with its diacritics, amounts written as Czech crowns', async () => {
    const response = await call(owner.session, 'GET', `${owner.base}/invoices/${transferId}/pdf`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe('attachment; filename="faktura-2026-000001.pdf"')
    const text = squash(await pdfText(response.rawPayload))
    for (const expected of [
      'Faktura – daňový doklad č. 2026-000001',
      'Dodavatel',
      'Rezervo s.r.o.',
      'Vinohradská 1234/56',
      'IČO: 12345679',
      'DIČ: CZ12345679',
      'Odběratel',
      'Kadeřnictví Řeřicha s.r.o.',
      'IČO: 27082440',
      'DIČ: CZ27082440',
      'Datum vystavení',
      '10. 3. 2026',
      'Datum uskutečnění zdanitelného plnění',
      '1. 3. 2026',
      'Datum splatnosti',
      '24. 3. 2026',
      'Bankovní převod',
      'Variabilní symbol',
      '2026000001',
      'IBAN',
      'CZ65 0800 0000 1920 0014 5399',
      'Číslo účtu',
      '19-2000145399/0800',
      'Tarif Profi – roční předplatné',
      'Balíček 500 SMS zpráv',
      '12 345,00 Kč',
      '1,19 Kč',
      '21 %',
      '2 592,45 Kč',
      '124,95 Kč',
      'Základ daně celkem',
      '12 940,00 Kč',
      'DPH celkem',
      '2 717,40 Kč',
      'Zaokrouhlení',
      '-0,40 Kč',
      'Celkem k úhradě',
      '15 657,00 Kč',
      'QR Platba',
    ]) {
      expect(text, expected).toContain(expected)
    }
  })

  it('the account sits beside the QR code, not under it: the IBAN in fours and the Czech account number', async () => {
    const runs = await pdfRuns(
      (await call(owner.session, 'GET', `${owner.base}/invoices/${transferId}/pdf`)).rawPayload,
    )
    const label = runs.find((run) => run.text === 'QR Platba')
    const iban = runs.find((run) => run.text === 'CZ65 0800 0000 1920 0014 5399')
    const account = runs.find((run) => run.text === '19-2000145399/0800')
    expect(label, 'the QR code and its label').toBeDefined()
    expect(iban, 'the IBAN grouped in fours').toBeDefined()
    expect(account, 'the Czech account number').toBeDefined()
    // The label is centred under the code: the code spans QR_SIZE around the label's centre, above the label.
    const qrLeft = label!.x + label!.width / 2 - QR_SIZE / 2
    const qrBottom = label!.y + 8
    for (const run of [iban!, account!]) {
      expect(run.x + run.width, `${run.text} ends left of the code`).toBeLessThan(qrLeft)
      expect(run.y, `${run.text} is beside the code`).toBeGreaterThan(qrBottom)
      expect(run.y, `${run.text} is beside the code`).toBeLessThan(qrBottom + QR_SIZE)
    }
  })

  it('a card invoice says it is paid and has no QR code; a credit note names the invoice it corrects', async () => {
    const card = squash(
      await pdfText((await call(owner.session, 'GET', `${owner.base}/invoices/${cardId}/pdf`)).rawPayload),
    )
    expect(card).toContain('Platební karta')
    expect(card).toContain('Uhrazeno platební kartou')
    expect(card).not.toContain('QR Platba')
    expect(card).not.toContain('Zaokrouhlení')
    const creditResponse = await call(owner.session, 'GET', `${owner.base}/invoices/${creditId}/pdf`)
    expect(creditResponse.headers['content-disposition']).toContain('opravny-doklad-OD2026-000001.pdf')
    const credit = squash(await pdfText(creditResponse.rawPayload))
    expect(credit).toContain('Opravný daňový doklad č. OD2026-000001')
    expect(credit).toContain('Opravuje fakturu č. 2026-000002')
    expect(credit).toContain('Důvod opravy: Vrácení předplatného – zrušení tarifu')
    expect(credit).toContain('Celkem k vrácení')
    expect(credit).toContain('-592,90 Kč')
  })

  it('the ISDOC validates against the ISDOC 6.0.2 schema and carries the amounts and the payment', async () => {
    const response = await call(owner.session, 'GET', `${owner.base}/invoices/${transferId}/isdoc`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="faktura-2026-000001.isdoc"')
    const xml = response.body
    expect(await isdocErrors(xml)).toEqual([])
    expect(xml).toContain('<DocumentType>1</DocumentType>')
    expect(xml).toContain('<ID>2026-000001</ID>')
    expect(xml).toContain(`<UUID>${documentUuid('2026-000001')}</UUID>`)
    expect(xml).toContain('<TaxPointDate>2026-03-01</TaxPointDate>')
    expect(xml).toContain('<Name>Kadeřnictví Řeřicha s.r.o.</Name>')
    expect(xml).toContain('<CompanyID>CZ27082440</CompanyID>')
    expect(xml).toContain('<TaxExclusiveAmount>12940.00</TaxExclusiveAmount>')
    expect(xml).toContain('<TaxAmount>2717.40</TaxAmount>')
    expect(xml).toContain('<PayableRoundingAmount>-0.40</PayableRoundingAmount>')
    expect(xml).toContain('<PayableAmount>15657.00</PayableAmount>')
    expect(xml).toContain('<PaymentMeansCode>42</PaymentMeansCode>')
    expect(xml).toContain('<ID>19-2000145399</ID><BankCode>0800</BankCode>')
    expect(xml).toContain('<VariableSymbol>2026000001</VariableSymbol>')
  })

  it('the credit note ISDOC (DocumentType 2, referring to its invoice) and the card invoice validate too', async () => {
    const credit = (await call(owner.session, 'GET', `${owner.base}/invoices/${creditId}/isdoc`)).body
    expect(await isdocErrors(credit)).toEqual([])
    expect(credit).toContain('<DocumentType>2</DocumentType>')
    expect(credit).toContain('<OriginalDocumentReference id="corrected"><ID>2026-000002</ID>')
    const card = (await call(owner.session, 'GET', `${owner.base}/invoices/${cardId}/isdoc`)).body
    expect(await isdocErrors(card)).toEqual([])
    expect(card).toContain('<PaymentMeansCode>48</PaymentMeansCode>')
  })

  it('the schema check can fail: a document missing its lines is refused', async () => {
    const xml = (await call(owner.session, 'GET', `${owner.base}/invoices/${transferId}/isdoc`)).body
    const broken = xml.replace(/<InvoiceLines>.*<\/InvoiceLines>/s, '')
    expect((await isdocErrors(broken)).length).toBeGreaterThan(0)
  })

  it("another company's invoice, or none, answers 404", async () => {
    const other = await signUpOwner(t.app, t.database, 'Jiná firma s.r.o.')
    await expectStatus(other.session, 'GET', `${other.base}/invoices/${transferId}/pdf`, 404)
    await expectStatus(other.session, 'GET', `${other.base}/invoices/${transferId}/isdoc`, 404)
    await expectStatus(owner.session, 'GET', `${owner.base}/invoices/999999/pdf`, 404)
    // another company's list is empty
    const list = await expectStatus(other.session, 'GET', `${other.base}/invoices`, 200)
    expect(list.meta.total).toBe(0)
    // not even a member of the owner's company
    await expectStatus(other.session, 'GET', `${owner.base}/invoices`, 404)
  })
})
