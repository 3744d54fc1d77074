/** The 'dashboard' namespace in English (see dashboard.ts); a module of its own so that a page can load one language (decision 048, sixth round). */
export const dashboardEn = {
  nav: {
    label: 'Main navigation',
    overview: 'Overview',
    reservations: 'Reservations',
    payments: 'Payments',
    statistics: 'Statistics',
    customers: 'Customers',
    services: 'Services',
    workers: 'Workers',
    branches: 'Branches',
    companies: 'Companies',
    settings: 'Settings',
  },
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  account: 'Account',
  signOut: 'Sign out',
  signedOut: 'You have been signed out.',
  signOutFailed: 'Sign-out failed.',
  overview: {
    title: 'Overview',
    greeting: 'Hello, {{name}}!',
    intro: "Today's reservations, your workers' bookings and a payments overview will appear here soon.",
  },
  placeholder: 'This section is on its way.',
  forbiddenScreen:
    'Your role in this company cannot open {{path}}, so you are on the Overview. The owner of the company can widen your access.',
  forbiddenDismiss: 'Dismiss',
} as const
