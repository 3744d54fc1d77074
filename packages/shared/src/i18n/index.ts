import { branch } from './branch'
import { common } from './common'

/** i18next resources: one namespace per feature, Czech and English. */
export const i18nResources = {
  cs: { common: common.cs, branch: branch.cs },
  en: { common: common.en, branch: branch.en },
} as const

export const I18N_NAMESPACES = Object.keys(i18nResources.cs) as (keyof (typeof i18nResources)['cs'])[]
