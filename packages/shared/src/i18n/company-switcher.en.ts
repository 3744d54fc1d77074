/** The 'companySwitcher' namespace in English (see company-switcher.ts); a module of its own so that a page can load one language (decision 048, sixth round). */
export const companySwitcherEn = {
  label: 'Current company',
  createFirst: 'Create your first company',
  noCompanyTitle: 'Create a company first',
  noCompanyText: 'Branches, services, workers and customers always belong to a company.',
  loadFailed: 'The data could not be loaded.',
} as const
