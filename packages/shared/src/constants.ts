/** Business constants of spec §9 and the fixed slugs of the Home route (spec §2). */

export const LOCALES = ['cs', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'cs'

export const CURRENCY = 'CZK'
export const TIME_UNITS = ['minutes', 'hours'] as const
export type TimeUnit = (typeof TIME_UNITS)[number]
export const DEFAULT_TIME_ZONE = 'Europe/Prague'

/** The demo branch that Home redirects to unless another featured branch is set. */
export const DEMO_CATEGORY_GROUP_SLUG = 'krasa-a-pece'
export const DEMO_CATEGORY_SLUG = 'barbershop'
export const DEMO_BRANCH_SLUG = 'barber-na-rohu'
export const DEMO_OWNER_EMAIL = 'demo@rezervo.cz'
export const DEMO_OWNER_PASSWORD = 'Demo1234!'

export const PASSWORD_MIN_LENGTH = 8
export const VERIFICATION_LINK_TTL_MINUTES = 60
export const PASSWORD_RESET_TTL_MINUTES = 60
export const PASSWORD_RESET_THROTTLE_SECONDS = 60
/** Password reset requests from one client address, for any emails (decision 063). */
export const PASSWORD_RESET_ADDRESS_MAX_ATTEMPTS = 5
export const PASSWORD_RESET_ADDRESS_DECAY_SECONDS = 60
export const SESSION_IDLE_MINUTES = 120
export const CSRF_TOKEN_LENGTH = 40
export const LOGIN_MAX_ATTEMPTS = 5
export const LOGIN_DECAY_SECONDS = 60
/** Failed sign-ins per email from all addresses together (OWASP ASVS 2.2.1: at most 100 an hour). */
export const LOGIN_ACCOUNT_MAX_FAILURES = 100
export const LOGIN_ACCOUNT_DECAY_SECONDS = 3600
export const VERIFICATION_MAX_ATTEMPTS_PER_MINUTE = 6

export const NOTIFICATION_DURATION_MS = 3000
/** How long the calendar offers "Zpět" after a move or a change (decision 029). */
export const CHANGE_UNDO_WINDOW_MS = 10_000
/**
 * When the customer's notice of a change is due: after the undo window and a margin for the undo's own
 * request, so an undone change never reaches the customer (decision 029).
 */
export const CHANGE_NOTICE_DELAY_MS = CHANGE_UNDO_WINDOW_MS + 5_000
export const MAX_NOTIFICATIONS = 10
export const SCROLL_DELAY_MS = 300

/** Local storage keys (spec §9: the user and the previous route are persisted). */
export const AUTH_USER_STORAGE_KEY = 'authUser'
export const PREVIOUS_ROUTE_STORAGE_KEY = 'previousRoute'
export const LOCALE_STORAGE_KEY = 'locale'

/** The language choice as a cookie too, so that server-rendered public pages speak it (the SPA keeps it in storage). */
export const LOCALE_COOKIE = 'rezervo_locale'
/** `?lang=en` on a server-rendered page switches its language without JavaScript. */
export const LOCALE_QUERY_PARAM = 'lang'

export const SESSION_COOKIE = 'rezervo_session'
export const XSRF_COOKIE = 'XSRF-TOKEN'

export const DEFAULT_SLOT_STEP_MINUTES = 15
/**
 * The longest range one availability call may ask for, both ends included (two months of calendar). Here and
 * not only beside its schema, so that the booking page reads it without loading zod (decision 025).
 */
export const AVAILABILITY_MAX_DAYS = 62
export const DEFAULT_MIN_NOTICE_MINUTES = 60
export const DEFAULT_HORIZON_DAYS = 60
export const DEFAULT_CANCELLATION_DEADLINE_HOURS = 24
export const DEFAULT_MAX_UPCOMING_PER_CUSTOMER = 3

/** Rows per page of every list: the most one request may ask for, and what it gets when it does not say. */
export const MAX_PER_PAGE = 100
export const DEFAULT_PER_PAGE = 25
