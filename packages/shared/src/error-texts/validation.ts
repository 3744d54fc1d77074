import type { Locale } from '../constants'

/**
 * Validation messages (spec §5). Schemas carry a message *key* (optionally with one parameter after a colon,
 * `min:8`), never a sentence, so the same schema speaks Czech or English in the browser and on the server.
 */
export const VALID_FIELDS = [
  'phone',
  'first_name',
  'surname',
  'company_name',
  'address',
  'city',
  'zip',
  'cin',
  'tin',
] as const
export type ValidField = (typeof VALID_FIELDS)[number]

const en = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  min: 'Minimum length is {min} characters.',
  max: 'Maximum length is {max} characters.',
  confirmed: 'Passwords do not match.',
  unique: 'This value already exists.',
  exists: 'This value does not exist.',
  numeric: 'This field must be a number.',
  string: 'This field must be text.',
  array: 'This field must be a list.',
  date: 'This field must be a valid date.',
  url: 'This field must be a valid URL.',
  boolean: 'This field must be yes or no.',
  integer: 'This field must be a whole number.',
  minValue: 'The value must be at least {min}.',
  maxValue: 'The value must be at most {max}.',
  oneOf: 'Please choose one of the offered values.',
  object: 'This field must be an object.',
  unknownParameter: 'This parameter is not known here.',
  time: 'Please enter a time as HH:MM.',
  slug: 'Use only lower-case letters, digits and dashes.',
  color: 'Please choose a colour as #RRGGBB.',
  'password.min': 'The password must have at least {min} characters.',
  'password.mixedCase': 'The password must contain uppercase and lowercase letters.',
  'password.numbers': 'The password must contain numbers.',
  'password.symbols': 'The password must contain special characters.',
  'valid.phone': 'Please enter a valid phone number.',
  'valid.first_name': 'Please enter a valid first name.',
  'valid.surname': 'Please enter a valid surname.',
  'valid.company_name': 'Please enter a valid company name.',
  'valid.address': 'Please enter a valid address.',
  'valid.city': 'Please enter a valid city.',
  'valid.zip': 'Please enter a valid ZIP code.',
  'valid.cin': 'Please enter a valid CIN.',
  'valid.country': 'Choose a country from the list (its two-letter ISO code, such as CZ).',
  'tin.format': 'A DIČ is CZ followed by 8 to 10 digits.',
  'tin.legal': "A company's DIČ is CZ followed by 8 digits with a valid IČO check digit.",
  'tin.legalPrefix': "A company's DIČ does not start with CZ9.",
  'tin.special': 'A DIČ starting with CZ6 has 9 digits with a valid check digit.',
  'tin.birthDate': "The first 6 digits of a person's DIČ must be their date of birth (YYMMDD).",
  'tin.birthNumberLength': 'A person born after 1953 has a DIČ of CZ and 10 digits.',
  'tin.birthNumberChecksum': "A person's 10-digit DIČ must be divisible by 11.",
  'valid.iban': 'Please enter a valid IBAN.',
  crowns: 'Enter an amount in crowns, such as 1,200 or 350 CZK.',
  'crowns.whole': 'Enter whole crowns, without hellers (such as 1,200).',
  'interval.order': 'The end must be after the start.',
  'interval.overlap': 'Intervals must not overlap.',
  consent: 'Please agree to the processing of personal data.',
  current_password: 'The password is incorrect.',
  'intervals.required': 'Add the hours, or mark the day as closed.',
  image: 'The file must be a JPEG, PNG or WebP image.',
  fileSize: 'The file may be at most {max} MB.',
  maxItems: 'At most {max} items may be added.',
  characters:
    'This text contains a character that cannot be saved (a broken emoji or symbol). Please retype it.',
  dateTyped: 'Enter the date as 23/11/2026.',
  dateRange: 'The date must fall between the years 1900 and 2999.',
  dateOrder: 'The end date must not be before the start date.',
  rangeDays: 'The period may be at most {max} days long.',
  'attendance.beforeStart': 'A visit can be marked as not arrived only once it has begun.',
  'worker.offersItems': 'This worker does not offer the reservation’s services. Choose another worker.',
} as const

export type ValidationKey = keyof typeof en

const cs: Record<ValidationKey, string> = {
  required: 'Toto pole je povinné.',
  email: 'Zadejte platnou e-mailovou adresu.',
  min: 'Minimální délka je {min} znaků.',
  max: 'Maximální délka je {max} znaků.',
  confirmed: 'Hesla se neshodují.',
  unique: 'Tato hodnota již existuje.',
  exists: 'Tato hodnota neexistuje.',
  numeric: 'Toto pole musí být číslo.',
  string: 'Toto pole musí být text.',
  array: 'Toto pole musí být seznam.',
  date: 'Toto pole musí být platné datum.',
  url: 'Toto pole musí být platná URL adresa.',
  boolean: 'Toto pole musí být ano, nebo ne.',
  integer: 'Toto pole musí být celé číslo.',
  minValue: 'Hodnota musí být alespoň {min}.',
  maxValue: 'Hodnota může být nejvýše {max}.',
  oneOf: 'Vyberte jednu z nabízených hodnot.',
  object: 'Toto pole musí být objekt.',
  unknownParameter: 'Tento parametr zde není znám.',
  time: 'Zadejte čas ve tvaru HH:MM.',
  slug: 'Použijte jen malá písmena bez diakritiky, číslice a pomlčky.',
  color: 'Vyberte barvu ve tvaru #RRGGBB.',
  'password.min': 'Heslo musí mít alespoň {min} znaků.',
  'password.mixedCase': 'Heslo musí obsahovat velká i malá písmena.',
  'password.numbers': 'Heslo musí obsahovat číslice.',
  'password.symbols': 'Heslo musí obsahovat speciální znaky.',
  'valid.phone': 'Zadejte platné telefonní číslo.',
  'valid.first_name': 'Zadejte platné jméno.',
  'valid.surname': 'Zadejte platné příjmení.',
  'valid.company_name': 'Zadejte platný název firmy.',
  'valid.address': 'Zadejte platnou adresu.',
  'valid.city': 'Zadejte platné město.',
  'valid.zip': 'Zadejte platné PSČ.',
  'valid.cin': 'Zadejte platné IČO.',
  'valid.country': 'Vyberte zemi ze seznamu (její dvoupísmenný kód ISO, např. CZ).',
  'tin.format': 'DIČ má tvar CZ a 8 až 10 číslic.',
  'tin.legal': 'DIČ právnické osoby má za CZ 8 číslic s platným kontrolním součtem IČO.',
  'tin.legalPrefix': 'DIČ právnické osoby nemůže začínat CZ9.',
  'tin.special': 'DIČ začínající CZ6 má 9 číslic s platnou kontrolní číslicí.',
  'tin.birthDate': 'Prvních 6 číslic DIČ fyzické osoby musí být platné datum narození (RRMMDD).',
  'tin.birthNumberLength': 'DIČ osoby narozené po roce 1953 má za CZ 10 číslic.',
  'tin.birthNumberChecksum': 'Desetimístné DIČ fyzické osoby musí být dělitelné 11.',
  'valid.iban': 'Zadejte platný IBAN.',
  crowns: 'Zadejte částku v korunách, např. 1 200 nebo 350 Kč.',
  'crowns.whole': 'Zadejte celé koruny, bez haléřů (např. 1 200).',
  'interval.order': 'Konec musí být po začátku.',
  'interval.overlap': 'Intervaly se nesmí překrývat.',
  consent: 'Potvrďte prosím souhlas se zpracováním osobních údajů.',
  current_password: 'Heslo není správné.',
  'intervals.required': 'Zadejte otevírací dobu, nebo den označte jako zavřený.',
  image: 'Soubor musí být obrázek JPEG, PNG nebo WebP.',
  fileSize: 'Soubor může mít nejvýše {max} MB.',
  maxItems: 'Přidat lze nejvýše {max} položek.',
  characters:
    'Text obsahuje znak, který nelze uložit (poškozený emotikon nebo symbol). Napište ho prosím znovu.',
  dateTyped: 'Zadejte datum jako 23. 11. 2026.',
  dateRange: 'Datum musí ležet mezi roky 1900 a 2999.',
  dateOrder: 'Datum konce nesmí být před datem začátku.',
  rangeDays: 'Období může mít nejvýše {max} dní.',
  'attendance.beforeStart': 'Nedorazil(a) lze označit až od začátku návštěvy.',
  'worker.offersItems': 'Tento pracovník služby rezervace neposkytuje. Vyberte jiného pracovníka.',
}

export const validationCatalogue: Record<Locale, Record<ValidationKey, string>> = { en, cs }

/** Field names as the server's sentences use them ('The first name field is required.'). */
const attributeNames: Record<Locale, Record<string, string>> = {
  en: {
    first_name: 'first name',
    password_confirmation: 'password confirmation',
    current_password: 'current password',
    price_czk: 'price',
    item_ids: 'services',
    worker_id: 'worker',
    starts_at: 'start',
  },
  cs: {
    email: 'e-mail',
    first_name: 'jméno',
    surname: 'příjmení',
    password: 'heslo',
    password_confirmation: 'potvrzení hesla',
    phone: 'telefon',
    name: 'název',
    token: 'token',
    current_password: 'současné heslo',
    duration: 'délka',
    price_czk: 'cena',
    kind: 'druh',
    starts_at: 'začátek',
    ends_at: 'konec',
    item_ids: 'služby',
    worker_id: 'pracovník',
    note: 'poznámka',
    from: 'od',
    to: 'do',
  },
}

/** Server wording of spec §5 where Laravel's differs from the client catalogue. */
const serverOverrides: Record<Locale, Partial<Record<ValidationKey, string>>> = {
  en: {
    required: 'The {attribute} field is required.',
    'password.min': 'The password must be at least {min} characters.',
  },
  cs: {
    required: 'Pole {attribute} je povinné.',
    'password.min': 'Heslo musí mít alespoň {min} znaků.',
  },
}

/** Fixed server sentences for one field and rule. */
const fieldOverrides: Record<Locale, Record<string, string>> = {
  en: { 'email.unique': 'The email has already been taken.' },
  cs: { 'email.unique': 'Tento e-mail je již zaregistrován.' },
}

export function parseMessageKey(message: string): { key: ValidationKey; param?: string } {
  const [key, param] = message.split(':', 2) as [string, string | undefined]
  const known = key in en ? (key as ValidationKey) : 'required'
  return param === undefined ? { key: known } : { key: known, param }
}

function fill(template: string, param: string | undefined, attribute: string): string {
  return template
    .replaceAll('{min}', param ?? '')
    .replaceAll('{max}', param ?? '')
    .replaceAll('{attribute}', attribute)
}

/** The browser's text for a schema message key ('min:8' → 'Minimum length is 8 characters.'). */
export function validationMessage(message: string, locale: Locale): string {
  if (!isMessageKey(message)) return message
  const { key, param } = parseMessageKey(message)
  return fill(validationCatalogue[locale][key], param, '')
}

/** The server's text for a schema message key on a field ('required' on email → 'The email field is required.'). */
export function serverValidationMessage(message: string, field: string, locale: Locale): string {
  if (!isMessageKey(message)) return message
  const { key, param } = parseMessageKey(message)
  const fixed = fieldOverrides[locale][`${field}.${key}`]
  if (fixed) return fixed
  const attribute = attributeNames[locale][field] ?? field.replaceAll('_', ' ')
  const template = serverOverrides[locale][key] ?? validationCatalogue[locale][key]
  return fill(template, param, attribute)
}

export function isMessageKey(message: string): boolean {
  return message.split(':', 1)[0]! in en
}
