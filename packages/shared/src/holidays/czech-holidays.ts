import { addDays, type IsoDate, isoDateFromParts } from '../time/iso-date'

export interface CzechPublicHoliday {
  date: IsoDate
  nameCs: string
  nameEn: string
}

interface FixedHoliday {
  month: number
  day: number
  nameCs: string
  nameEn: string
}

/** State holidays and other holidays under Act No. 245/2000 Coll.; both are days off. */
const FIXED_HOLIDAYS: FixedHoliday[] = [
  {
    month: 1,
    day: 1,
    nameCs: 'Den obnovy samostatného českého státu, Nový rok',
    nameEn: "Restoration Day of the Independent Czech State, New Year's Day",
  },
  { month: 5, day: 1, nameCs: 'Svátek práce', nameEn: 'Labour Day' },
  { month: 5, day: 8, nameCs: 'Den vítězství', nameEn: 'Victory Day' },
  {
    month: 7,
    day: 5,
    nameCs: 'Den slovanských věrozvěstů Cyrila a Metoděje',
    nameEn: 'Saints Cyril and Methodius Day',
  },
  { month: 7, day: 6, nameCs: 'Den upálení mistra Jana Husa', nameEn: 'Jan Hus Day' },
  { month: 9, day: 28, nameCs: 'Den české státnosti', nameEn: 'Czech Statehood Day' },
  {
    month: 10,
    day: 28,
    nameCs: 'Den vzniku samostatného československého státu',
    nameEn: 'Independent Czechoslovak State Day',
  },
  {
    month: 11,
    day: 17,
    nameCs: 'Den boje za svobodu a demokracii a Mezinárodní den studentstva',
    nameEn: "Struggle for Freedom and Democracy Day and International Students' Day",
  },
  { month: 12, day: 24, nameCs: 'Štědrý den', nameEn: 'Christmas Eve' },
  { month: 12, day: 25, nameCs: '1. svátek vánoční', nameEn: 'Christmas Day' },
  { month: 12, day: 26, nameCs: '2. svátek vánoční', nameEn: "St. Stephen's Day" },
]

/** Good Friday became a public holiday by Act No. 359/2015 Coll., first observed in 2016. */
const FIRST_YEAR_WITH_GOOD_FRIDAY = 2016

/** Western (Gregorian) Easter Sunday by the anonymous Gregorian computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  if (!Number.isInteger(year) || year < 1583)
    throw new RangeError(`Gregorian Easter needs a year ≥ 1583: ${year}`)
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return isoDateFromParts(year, month, day)
}

/** All Czech public holidays of the year (days off), in date order. */
export function czechPublicHolidays(year: number): CzechPublicHoliday[] {
  const easter = easterSunday(year)
  const holidays: CzechPublicHoliday[] = FIXED_HOLIDAYS.map(({ month, day, nameCs, nameEn }) => ({
    date: isoDateFromParts(year, month, day),
    nameCs,
    nameEn,
  }))
  if (year >= FIRST_YEAR_WITH_GOOD_FRIDAY) {
    holidays.push({ date: addDays(easter, -2), nameCs: 'Velký pátek', nameEn: 'Good Friday' })
  }
  holidays.push({ date: addDays(easter, 1), nameCs: 'Velikonoční pondělí', nameEn: 'Easter Monday' })
  // ISO dates sort lexicographically in date order.
  return holidays.sort((left, right) => (left.date < right.date ? -1 : 1))
}

const holidayDatesByYear = new Map<number, Set<IsoDate>>()

/** Whether the date is a Czech public holiday; the dates of each year are computed once. */
export function isCzechPublicHoliday(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4))
  let dates = holidayDatesByYear.get(year)
  if (!dates) {
    dates = new Set(czechPublicHolidays(year).map((holiday) => holiday.date))
    holidayDatesByYear.set(year, dates)
  }
  return dates.has(date)
}
