/**
 * The invoice list's place on the subscription screen (issue 19). The invoices feature (its own branch) fills
 * it: replace this component's body with its list of invoices with PDF and ISDOC downloads, or re-export its
 * component here. Until then the screen shows nothing in this place.
 */
export function InvoiceSectionSlot(_props: { companyId: number }) {
  return null
}
