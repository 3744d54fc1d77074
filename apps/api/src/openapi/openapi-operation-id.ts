/**
 * The operationId of every operation, derived in one place from its method and path, so it is stable (it
 * changes only when the route does) and reads like what the call does:
 *   GET    /api/v1/companies/{companyId}/branches             listCompanyBranches
 *   POST   /api/v1/companies/{companyId}/branches             createCompanyBranch
 *   GET    /api/v1/companies/{companyId}/branches/{branchId}  getCompanyBranch
 *   POST   /api/v1/companies/{companyId}/reservations/{reservationId}/cancel  cancelCompanyReservation
 *   GET    /api/v1/companies/{companyId}/customers/export.csv exportCompanyCustomersCsv
 * Calls that are not about a resource (sign-in, the CSRF cookie…) are named in OPERATION_NAMES instead.
 * Uniqueness is checked when the document is built (and by a test).
 */

/** Names for calls whose path is not a resource; keyed by 'METHOD /path' as the document writes it. */
const OPERATION_NAMES: Record<string, string> = {
  'GET /sanctum/csrf-cookie': 'getCsrfCookie',
  'POST /register': 'register',
  'POST /login': 'logIn',
  'POST /logout': 'logOut',
  'GET /api/user': 'getCurrentUser',
  'POST /forgot-password': 'requestPasswordReset',
  'POST /reset-password': 'resetPassword',
  'POST /email/verification-notification': 'resendVerificationEmail',
  'GET /email/verify/{id}/{hash}': 'verifyEmail',
  'GET /api/v1/branches/slug/{branchSlug}': 'getBranchBySlug',
  'GET /api/v1/branches/slug/{branchSlug}/availability': 'getBranchAvailability',
  'POST /api/v1/branches/slug/{branchSlug}/reservations': 'bookBranchReservation',
  'GET /api/v1/directory/categories/{groupSlug}/{categorySlug}/branches': 'listDirectoryCategoryBranches',
  'POST /api/v1/companies/{companyId}/notification-settings/sms-preview': 'previewCompanyNotificationSms',
  'POST /api/v1/companies/{companyId}/notification-log/{messageId}/resend': 'resendCompanyNotification',
  'GET /api/v1/calendar-feeds/{token}.ics': 'getCalendarFeed',
}

/** The last segment of these POSTs is what the call does to the resource before it. */
const ACTIONS = new Set(['cancel', 'restore', 'erase', 'resend'])
/** Nouns whose plural is the same word, so a GET of them is not a list. */
const UNCOUNTABLE = new Set(['media', 'settings', 'history', 'overview', 'availability', 'health', 'ics'])
const PREFIXES = new Set(['api', 'v1'])

const isParameter = (segment: string) => /^\{\w+\}$/.test(segment)
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function singular(word: string): string {
  if (UNCOUNTABLE.has(word)) return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

const isPlural = (word: string) => !UNCOUNTABLE.has(word) && singular(word) !== word

/** The resource words of the path: a segment before a parameter names one thing, so it is singular. */
function nounWords(segments: readonly string[]): string[] {
  const words: string[] = []
  segments.forEach((segment, index) => {
    if (isParameter(segment)) return
    const parts = segment.split(/[-.]/)
    if (isParameter(segments[index + 1] ?? '')) parts.push(singular(parts.pop()!))
    words.push(...parts)
  })
  return words
}

export function operationIdOf(method: string, path: string): string {
  const upper = method.toUpperCase()
  const named = OPERATION_NAMES[`${upper} ${path}`]
  if (named) return named
  const segments = path.split('/').filter((segment) => segment && !PREFIXES.has(segment))
  const last = segments.at(-1) ?? ''
  let verb: string
  let nouns: string[]
  const exported = /^export\.(\w+)$/.exec(last)
  if (exported) {
    verb = 'export'
    nouns = [...nounWords(segments.slice(0, -1)), exported[1]!]
  } else if (upper === 'POST' && ACTIONS.has(last)) {
    verb = last
    nouns = nounWords(segments.slice(0, -1))
  } else {
    nouns = nounWords(segments)
    const onItem = isParameter(last)
    if (upper === 'GET') verb = !onItem && isPlural(nouns.at(-1) ?? '') ? 'list' : 'get'
    else if (upper === 'POST') {
      verb = 'create'
      nouns.push(singular(nouns.pop() ?? ''))
    } else if (upper === 'PUT' || upper === 'PATCH') verb = 'update'
    else if (upper === 'DELETE') verb = 'delete'
    else verb = upper.toLowerCase()
  }
  return verb + nouns.map(capitalise).join('')
}
