export {
  type InvoicingContext,
  type IssueCreditNoteInput,
  type IssuedInvoice,
  type IssueInvoiceInput,
  issueCreditNote,
  issueInvoice,
} from './issue-invoice'
export { registerInvoiceRoutes } from './routes'
