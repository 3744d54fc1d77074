import type { LoaderFunctionArgs } from 'react-router'
import { currentLocale } from '../../lib/i18n'
import { queryClient } from '../../lib/query-client'
import { completeVerification } from './verify-email-outcome'

export { VerifyEmailScreen as Component } from './verify-email-screen'

/** The call runs in the loader: once per visit of the link, before the screen shows its outcome. */
export function loader({ request }: LoaderFunctionArgs) {
  return completeVerification(new URL(request.url).searchParams, queryClient, currentLocale())
}

/** Nothing on the screen changes the outcome; opening the link again is a new navigation and a new call. */
export const shouldRevalidate = () => false
