import { branch } from '@rezervo/shared/i18n/branch'
import { useFeatureTexts } from '../lib/i18n'

/**
 * The public branch page's and Home's texts. They travel with those screens' lazy chunks (and the server's
 * render of the branch page) rather than in every screen's first load: the dashboard, the login and the booking
 * flow never show them (decision 048, fifth round).
 */
export const useBranchTexts = () => useFeatureTexts({ branch })
