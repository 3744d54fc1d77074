/** The 'dashboard' namespace in Czech (see dashboard.ts); a module of its own so that a page can load one language (decision 048, sixth round). */
export const dashboardCs = {
  nav: {
    label: 'Hlavní navigace',
    overview: 'Přehled',
    reservations: 'Rezervace',
    payments: 'Platby',
    statistics: 'Statistiky',
    customers: 'Zákazníci',
    services: 'Služby',
    workers: 'Pracovníci',
    branches: 'Pobočky',
    companies: 'Firmy',
    settings: 'Nastavení',
  },
  openMenu: 'Otevřít menu',
  closeMenu: 'Zavřít menu',
  menu: 'Menu',
  account: 'Účet',
  signOut: 'Odhlásit se',
  signedOut: 'Byli jste odhlášeni.',
  signOutFailed: 'Odhlášení se nezdařilo.',
  overview: {
    title: 'Přehled',
    greeting: 'Dobrý den, {{name}}!',
    intro: 'Tady brzy uvidíte dnešní rezervace, obsazenost pracovníků a přehled plateb.',
  },
  placeholder: 'Tuto sekci právě připravujeme.',
  forbiddenScreen:
    'Stránku {{path}} vaše role v této firmě otevřít nemůže, proto jste na Přehledu. Přístup vám může rozšířit majitel firmy.',
  forbiddenDismiss: 'Zavřít',
} as const
