/**
 * Texts of the company switcher and of a screen's wait for the current company: the dashboard frame shows them
 * on every screen, so they are a catalogue of their own rather than part of the back office's (about 7 KB
 * gzipped, which the calendar and the overview would otherwise load for these few words, decision 048).
 */
export const companySwitcher = {
  cs: {
    label: 'Aktuální firma',
    createFirst: 'Založit první firmu',
    noCompanyTitle: 'Nejdřív založte firmu',
    noCompanyText: 'Pobočky, služby, pracovníci i zákazníci patří vždy k firmě.',
    loadFailed: 'Data se nepodařilo načíst.',
  },
  en: {
    label: 'Current company',
    createFirst: 'Create your first company',
    noCompanyTitle: 'Create a company first',
    noCompanyText: 'Branches, services, workers and customers always belong to a company.',
    loadFailed: 'The data could not be loaded.',
  },
} as const
