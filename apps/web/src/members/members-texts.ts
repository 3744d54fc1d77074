import { team } from '@rezervo/shared/i18n/team'
import { useFeatureTexts } from '../lib/i18n'

export const useTeamTexts = () => useFeatureTexts({ team })
