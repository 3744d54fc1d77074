import { commonCs } from './common.cs'
import { commonEn } from './common.en'

/** Texts of the app frame (header, footer, language switch, notifications, placeholders, 404). */
export const common = { cs: commonCs, en: commonEn } as const
