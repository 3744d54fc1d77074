import { invoices } from '@rezervo/shared/i18n/invoices'
import { useFeatureTexts } from '../lib/i18n'

export const useInvoicesTexts = () => useFeatureTexts({ invoices })
