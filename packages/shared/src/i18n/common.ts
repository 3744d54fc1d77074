/** Texts of the app frame (header, footer, language switch, 404). */
export const common = {
  cs: {
    appName: 'Rezervo',
    language: 'Jazyk',
    languages: { cs: 'Čeština', en: 'English' },
    loading: 'Načítám…',
    close: 'Zavřít',
    skipToContent: 'Přeskočit na obsah',
    notFound: 'Stránka nebyla nalezena.',
    backHome: 'Zpět na úvod',
  },
  en: {
    appName: 'Rezervo',
    language: 'Language',
    languages: { cs: 'Čeština', en: 'English' },
    loading: 'Loading…',
    close: 'Close',
    skipToContent: 'Skip to content',
    notFound: 'Page not found.',
    backHome: 'Back home',
  },
} as const
