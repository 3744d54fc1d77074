import { backoffice } from '@rezervo/shared/i18n/backoffice'
import { useFeatureTexts } from './i18n'

/** The back office's texts: the common words of every record screen and each section's own. */
export const useBackofficeTexts = () => useFeatureTexts({ backoffice })
