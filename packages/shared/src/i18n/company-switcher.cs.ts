/** The 'companySwitcher' namespace in Czech (see company-switcher.ts); a module of its own so that a page can load one language (decision 048, sixth round). */
export const companySwitcherCs = {
  label: 'Aktuální firma',
  createFirst: 'Založit první firmu',
  noCompanyTitle: 'Nejdřív založte firmu',
  noCompanyText: 'Pobočky, služby, pracovníci i zákazníci patří vždy k firmě.',
  loadFailed: 'Data se nepodařilo načíst.',
} as const
