/** Texts of the public branch page and booking. */
export const branch = {
  cs: {
    book: 'Rezervovat',
    services: 'Služby',
    team: 'Náš tým',
    openingHours: 'Otevírací doba',
    contact: 'Kontakt',
    closed: 'Zavřeno',
    today: 'Dnes',
    weekdays: ['pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota', 'neděle'],
  },
  en: {
    book: 'Book now',
    services: 'Services',
    team: 'Our team',
    openingHours: 'Opening hours',
    contact: 'Contact',
    closed: 'Closed',
    today: 'Today',
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  },
} as const
