import { createHash } from 'node:crypto'
import { czechAccountOf, halerToDecimal as dec, type InvoicePaymentMethod } from '@rezervo/shared'
import type { InvoiceParty } from '../db/schema'
import type { IssuedInvoice } from './issue-invoice'

/**
 * ISDOC 6.0.2, the Czech e-invoice format accounting programs import (decision 033). A credit note is
 * DocumentType 2 (opravný daňový doklad – dobropis) with a reference to the invoice it corrects; its amounts
 * are written with their sign, negative, as on the PDF. Prices are without VAT, so the VAT is computed from
 * below (VATCalculationMethod 0, "zdola").
 */
const DOCUMENT_TYPE = { invoice: 1, credit_note: 2 } as const
/** ISDOC's PaymentMeansCode: 42 transfer to an account, 48 card, 10 cash. */
const PAYMENT_MEANS_CODE: Record<InvoicePaymentMethod, number> = { bank_transfer: 42, card: 48, cash: 10 }

const COUNTRY_NAMES: Record<string, string> = { CZ: 'Česká republika', SK: 'Slovensko' }

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

/** One element with escaped text. */
const el = (name: string, value: string | number, attributes = '') =>
  `<${name}${attributes}>${escapeXml(String(value))}</${name}>`

/** A stable UUID for a document number, so downloading the ISDOC twice gives the same document identity. */
export function documentUuid(number: string): string {
  const hex = createHash('sha256').update(`rezervo-invoice:${number}`).digest('hex')
  // Shaped as a version 8 (custom) UUID with the RFC 9562 variant.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20),
    hex.slice(20, 32),
  ].join('-')
}

function party(value: InvoiceParty): string {
  return [
    '<Party>',
    `<PartyIdentification>${el('ID', value.cin ?? '')}</PartyIdentification>`,
    `<PartyName>${el('Name', value.name)}</PartyName>`,
    '<PostalAddress>',
    el('StreetName', value.street ?? ''),
    el('BuildingNumber', value.houseNumber ?? ''),
    el('CityName', value.city ?? ''),
    el('PostalZone', value.zip ?? ''),
    `<Country>${el('IdentificationCode', value.country)}${el('Name', COUNTRY_NAMES[value.country] ?? value.country)}</Country>`,
    '</PostalAddress>',
    value.tin
      ? `<PartyTaxScheme>${el('CompanyID', value.tin)}${el('TaxScheme', 'VAT')}</PartyTaxScheme>`
      : '',
    value.email ? `<Contact>${el('ElectronicMail', value.email)}</Contact>` : '',
    '</Party>',
  ].join('')
}

/** The ISDOC document of an invoice or credit note; `correctedInvoice` for a credit note. */
export function renderInvoiceIsdoc(
  { invoice, lines }: IssuedInvoice,
  correctedInvoice: { number: string; issuedOn: string } | null,
): string {
  const method = invoice.paymentMethod as InvoicePaymentMethod
  const byRate = new Map<number, { base: number; vat: number }>()
  for (const line of lines) {
    const entry = byRate.get(line.vatRate) ?? { base: 0, vat: 0 }
    entry.base += line.baseHaler
    entry.vat += line.vatHaler
    byRate.set(line.vatRate, entry)
  }
  const taxInclusive = invoice.baseHaler + invoice.vatHaler
  const account = invoice.supplier.iban ? czechAccountOf(invoice.supplier.iban) : null

  const invoiceLines = lines.map((line) => {
    const unitPriceWithVat = Math.round((line.unitPriceHaler * (100 + line.vatRate)) / 100)
    return [
      '<InvoiceLine>',
      el('ID', line.position),
      el('InvoicedQuantity', line.quantity, ` unitCode="${escapeXml(line.unit)}"`),
      el('LineExtensionAmount', dec(line.baseHaler)),
      el('LineExtensionAmountTaxInclusive', dec(line.totalHaler)),
      el('LineExtensionTaxAmount', dec(line.vatHaler)),
      el('UnitPrice', dec(line.unitPriceHaler)),
      el('UnitPriceTaxInclusive', dec(unitPriceWithVat)),
      `<ClassifiedTaxCategory>${el('Percent', line.vatRate)}${el('VATCalculationMethod', 0)}${el('VATApplicable', 'true')}</ClassifiedTaxCategory>`,
      `<Item>${el('Description', line.description)}</Item>`,
      '</InvoiceLine>',
    ].join('')
  })

  const subTotals = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, { base, vat }]) =>
      [
        '<TaxSubTotal>',
        el('TaxableAmount', dec(base)),
        el('TaxAmount', dec(vat)),
        el('TaxInclusiveAmount', dec(base + vat)),
        el('AlreadyClaimedTaxableAmount', '0.00'),
        el('AlreadyClaimedTaxAmount', '0.00'),
        el('AlreadyClaimedTaxInclusiveAmount', '0.00'),
        el('DifferenceTaxableAmount', dec(base)),
        el('DifferenceTaxAmount', dec(vat)),
        el('DifferenceTaxInclusiveAmount', dec(base + vat)),
        `<TaxCategory>${el('Percent', rate)}</TaxCategory>`,
        '</TaxSubTotal>',
      ].join(''),
    )

  const paymentDetails =
    method === 'bank_transfer' && account
      ? [
          '<Details>',
          el('PaymentDueDate', invoice.dueOn),
          el('ID', account.number),
          el('BankCode', account.bankCode),
          el('Name', invoice.supplier.name),
          el('IBAN', invoice.supplier.iban ?? ''),
          el('BIC', invoice.supplier.bic ?? ''),
          el('VariableSymbol', invoice.variableSymbol),
          '</Details>',
        ].join('')
      : ''

  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<Invoice xmlns="http://isdoc.cz/namespace/2013" version="6.0.2">',
    el('DocumentType', DOCUMENT_TYPE[invoice.kind as keyof typeof DOCUMENT_TYPE]),
    el('ID', invoice.number),
    el('UUID', documentUuid(invoice.number)),
    el('IssuingSystem', 'Rezervo'),
    el('IssueDate', invoice.issuedOn),
    el('TaxPointDate', invoice.taxableSupplyOn),
    el('VATApplicable', 'true'),
    el('ElectronicPossibilityAgreementReference', ''),
    invoice.reason ? el('Note', invoice.reason) : '',
    el('LocalCurrencyCode', invoice.currency),
    el('CurrRate', 1),
    el('RefCurrRate', 1),
    `<AccountingSupplierParty>${party(invoice.supplier)}</AccountingSupplierParty>`,
    `<AccountingCustomerParty>${party(invoice.customer)}</AccountingCustomerParty>`,
    correctedInvoice
      ? `<OriginalDocumentReferences><OriginalDocumentReference id="corrected">${el('ID', correctedInvoice.number)}${el('IssueDate', correctedInvoice.issuedOn)}${el('UUID', documentUuid(correctedInvoice.number))}</OriginalDocumentReference></OriginalDocumentReferences>`
      : '',
    `<InvoiceLines>${invoiceLines.join('')}</InvoiceLines>`,
    `<TaxTotal>${subTotals.join('')}${el('TaxAmount', dec(invoice.vatHaler))}</TaxTotal>`,
    '<LegalMonetaryTotal>',
    el('TaxExclusiveAmount', dec(invoice.baseHaler)),
    el('TaxInclusiveAmount', dec(taxInclusive)),
    el('AlreadyClaimedTaxExclusiveAmount', '0.00'),
    el('AlreadyClaimedTaxInclusiveAmount', '0.00'),
    el('DifferenceTaxExclusiveAmount', dec(invoice.baseHaler)),
    el('DifferenceTaxInclusiveAmount', dec(taxInclusive)),
    el('PayableRoundingAmount', dec(invoice.roundingHaler)),
    el('PaidDepositsAmount', '0.00'),
    el('PayableAmount', dec(invoice.totalHaler)),
    '</LegalMonetaryTotal>',
    `<PaymentMeans><Payment>${el('PaidAmount', dec(invoice.totalHaler))}${el('PaymentMeansCode', PAYMENT_MEANS_CODE[method])}${paymentDetails}</Payment></PaymentMeans>`,
    '</Invoice>\n',
  ].join('')
}
