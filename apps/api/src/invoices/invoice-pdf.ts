import { createRequire } from 'node:module'
import {
  buildSpayd,
  formatInvoiceDate as day,
  formatCzk,
  INVOICE_PAYMENT_METHOD_LABELS,
  type InvoicePaymentMethod,
  printCzechAccount,
  printIban,
} from '@rezervo/shared'
import PDFDocument from 'pdfkit'
import { encode } from 'uqr'
import type { InvoiceParty } from '../db/schema'
import type { IssuedInvoice } from './issue-invoice'

/** The document's amounts, always with two places: '1 234,50 Kč'. */
const amount = (haler: number) => formatCzk(haler / 100, 'cs', 'always')

/**
 * DejaVu Sans from its npm package, not a system path, so a fresh clone and the Docker image render the same
 * Czech letters (ř, ů, ě) on every machine; pdfkit embeds the subset the document uses.
 */
const require = createRequire(import.meta.url)
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

const PAGE_MARGIN = 50
const GREY = '#555555'
/** The QR Platba code's side, and the space kept free between it and the account written beside it. */
export const QR_SIZE = 110
const QR_GAP = 15
const FACT_LABEL_WIDTH = 165

/** The document's title as §29 and §45 name it. */
export function documentTitle(invoice: IssuedInvoice['invoice']): string {
  return invoice.kind === 'credit_note'
    ? `Opravný daňový doklad č. ${invoice.number}`
    : `Faktura – daňový doklad č. ${invoice.number}`
}

function addressLines(party: InvoiceParty): string[] {
  const cityLine = [party.zip, party.city].filter(Boolean).join(' ')
  return [
    party.name,
    ...(party.street ? [[party.street, party.houseNumber].filter(Boolean).join(' ')] : []),
    ...(cityLine ? [cityLine] : []),
    ...(party.country !== 'CZ' ? [party.country] : []),
    `IČO: ${party.cin ?? '—'}`,
    `DIČ: ${party.tin ?? 'není plátce DPH'}`,
  ]
}

/**
 * The invoice or credit note as a PDF in Czech: both parties with IČO and DIČ, the number, the dates of issue,
 * taxable supply and payment, each line with its unit price, VAT rate and VAT, the recapitulation per rate,
 * the rounding, the total, the payment method and variable symbol, and for a transfer the account and a QR
 * Platba code.
 */
export function renderInvoicePdf(
  { invoice, lines }: IssuedInvoice,
  extra: { registration: string; correctedNumber: string | null },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: documentTitle(invoice), Author: invoice.supplier.name, Subject: invoice.number },
    lang: 'cs-CZ',
  })
  doc.registerFont('regular', FONT_REGULAR)
  doc.registerFont('bold', FONT_BOLD)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const width = doc.page.width - 2 * PAGE_MARGIN
  const left = PAGE_MARGIN

  doc.font('bold').fontSize(16).text(documentTitle(invoice), left, PAGE_MARGIN)
  if (invoice.kind === 'credit_note') {
    doc
      .font('regular')
      .fontSize(10)
      .text(`Opravuje fakturu č. ${extra.correctedNumber ?? '—'}`)
    if (invoice.reason) doc.text(`Důvod opravy: ${invoice.reason}`)
  }
  doc.moveDown()

  // The parties side by side.
  const partiesTop = doc.y
  const column = width / 2 - 10
  doc.font('bold').fontSize(10).text('Dodavatel', left, partiesTop, { width: column })
  doc.font('regular').fontSize(10)
  for (const line of addressLines(invoice.supplier)) doc.text(line, { width: column })
  doc.fillColor(GREY).fontSize(8).text(extra.registration, { width: column }).fillColor('black')
  const supplierBottom = doc.y
  doc
    .font('bold')
    .fontSize(10)
    .text('Odběratel', left + width / 2 + 10, partiesTop, { width: column })
  doc.font('regular')
  for (const line of addressLines(invoice.customer)) doc.text(line, { width: column })
  doc.y = Math.max(doc.y, supplierBottom)
  doc.moveDown()

  // Dates and payment.
  const method = invoice.paymentMethod as InvoicePaymentMethod
  const facts: [string, string][] = [
    ['Datum vystavení', day(invoice.issuedOn)],
    ['Datum uskutečnění zdanitelného plnění', day(invoice.taxableSupplyOn)],
    ['Datum splatnosti', day(invoice.dueOn)],
    ['Způsob platby', INVOICE_PAYMENT_METHOD_LABELS.cs[method]],
    ['Variabilní symbol', invoice.variableSymbol],
  ]
  const showsQr = method === 'bank_transfer' && invoice.totalHaler > 0 && Boolean(invoice.supplier.iban)
  if (method === 'bank_transfer' && invoice.supplier.iban) {
    const czechAccount = printCzechAccount(invoice.supplier.iban)
    if (czechAccount) facts.push(['Číslo účtu', czechAccount])
    facts.push(['IBAN', printIban(invoice.supplier.iban)])
  }
  // The facts stay left of the QR code, so no digit of the account runs under it (issue 37): a long label wraps
  // in its own column and the row takes the height of its taller cell.
  const factsTop = doc.y
  const qrLeft = left + width - QR_SIZE
  const valueLeft = left + FACT_LABEL_WIDTH + 5
  const valueWidth = (showsQr ? qrLeft - QR_GAP : left + width) - valueLeft
  for (const [label, value] of facts) {
    const y = doc.y
    doc.font('regular').fontSize(10).fillColor(GREY).text(label, left, y, { width: FACT_LABEL_WIDTH })
    const labelBottom = doc.y
    doc.fillColor('black').font('bold').text(value, valueLeft, y, { width: valueWidth })
    doc.y = Math.max(doc.y, labelBottom)
  }
  if (showsQr) {
    drawQrPlatba(doc, invoice, qrLeft, factsTop, QR_SIZE)
    doc.y = Math.max(doc.y, factsTop + QR_SIZE + 14)
  }
  doc.moveDown()

  // The lines.
  const columns = [
    { title: 'Položka', width: 150, align: 'left' as const },
    { title: 'Množství', width: 45, align: 'right' as const },
    { title: 'Cena/j. bez DPH', width: 70, align: 'right' as const },
    { title: 'Sazba DPH', width: 40, align: 'right' as const },
    { title: 'Základ', width: 65, align: 'right' as const },
    { title: 'DPH', width: 60, align: 'right' as const },
    { title: 'Celkem s DPH', width: 65, align: 'right' as const },
  ]
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y
    let x = left
    let bottom = y
    doc.font(font).fontSize(8.5)
    cells.forEach((cell, index) => {
      const { width: cellWidth, align } = columns[index]!
      doc.text(cell, x, y, { width: cellWidth, align })
      bottom = Math.max(bottom, doc.y)
      x += cellWidth + 0.5
    })
    doc.y = bottom + 3
  }
  row(
    columns.map((entry) => entry.title),
    'bold',
  )
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#999999')
    .stroke()
  doc.y += 3
  for (const line of lines) {
    row(
      [
        line.description,
        `${line.quantity} ${line.unit}`,
        amount(line.unitPriceHaler),
        `${line.vatRate} %`,
        amount(line.baseHaler),
        amount(line.vatHaler),
        amount(line.totalHaler),
      ],
      'regular',
    )
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke()
  doc.moveDown()

  drawTotals(doc, invoice, lines, left, width)
  doc.moveDown()
  doc.font('regular').fontSize(9).fillColor(GREY)
  if (method === 'card' && invoice.kind === 'invoice') doc.text('Uhrazeno platební kartou. Neplaťte.', left)
  doc.text('Daňový doklad vystavil Rezervo. Ceny jsou uvedeny v Kč.', left)
  doc.end()
  return done
}

/** The recapitulation per VAT rate, the rounding and the total, right-aligned under the lines. */
function drawTotals(
  doc: PDFKit.PDFDocument,
  invoice: IssuedInvoice['invoice'],
  lines: IssuedInvoice['lines'],
  left: number,
  width: number,
): void {
  const byRate = new Map<number, { base: number; vat: number }>()
  for (const line of lines) {
    const entry = byRate.get(line.vatRate) ?? { base: 0, vat: 0 }
    entry.base += line.baseHaler
    entry.vat += line.vatHaler
    byRate.set(line.vatRate, entry)
  }
  const totals: [string, string, boolean][] = [
    ...[...byRate.entries()]
      .sort(([a], [b]) => b - a)
      .map(([rate, entry]): [string, string, boolean] => [
        `Sazba ${rate} %: základ ${amount(entry.base)}, DPH`,
        amount(entry.vat),
        false,
      ]),
    ['Základ daně celkem', amount(invoice.baseHaler), false],
    ['DPH celkem', amount(invoice.vatHaler), false],
    ...(invoice.roundingHaler !== 0
      ? [['Zaokrouhlení', amount(invoice.roundingHaler), false] as [string, string, boolean]]
      : []),
    [
      invoice.kind === 'credit_note' ? 'Celkem k vrácení' : 'Celkem k úhradě',
      amount(invoice.totalHaler),
      true,
    ],
  ]
  for (const [label, value, strong] of totals) {
    const y = doc.y
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 12 : 9.5)
    doc.text(label, left + 150, y, { width: 250, align: 'right' })
    doc.text(value, left + 405, y, { width: width - 405, align: 'right' })
  }
}

/** The QR Platba (SPAYD) of the amount due, drawn module by module with a label under it. */
function drawQrPlatba(
  doc: PDFKit.PDFDocument,
  invoice: IssuedInvoice['invoice'],
  x: number,
  y: number,
  size: number,
) {
  const payload = buildSpayd({
    iban: invoice.supplier.iban!,
    amountCzk: invoice.totalHaler / 100,
    variableSymbol: invoice.variableSymbol,
    message: `Faktura ${invoice.number}`,
    recipientName: invoice.supplier.name,
  })
  const { data, size: modules } = encode(payload, { ecc: 'M', border: 2 })
  const cell = size / modules
  data.forEach((cells, row) => {
    cells.forEach((dark, columnIndex) => {
      if (dark) doc.rect(x + columnIndex * cell, y + row * cell, cell, cell)
    })
  })
  doc.fillColor('black').fill()
  doc
    .font('regular')
    .fontSize(8)
    .text('QR Platba', x, y + size + 2, { width: size, align: 'center' })
}
