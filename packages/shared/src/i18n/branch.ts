/** Texts of the public branch page (in the first bundle; booking texts load with booking). */
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
    specialDays: 'Změny otevírací doby',
    phone: 'Telefon',
    email: 'E-mail',
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
    specialDays: 'Changes to opening hours',
    phone: 'Phone',
    email: 'Email',
  },
} as const
