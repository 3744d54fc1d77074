import { LIGHT_PAGES } from '@rezervo/shared/public-pages/light-pages'
import { type LoaderFunctionArgs, type RouteObject, redirectDocument } from 'react-router'
import { rememberRouteLeft } from '../../auth'
import { carryNotification } from '../../ui/notifications/carried-notifications'
import { getNotifications } from '../../ui/notifications/notification-store'

/**
 * The SPA's side of the light pages (decision 050): their addresses are documents of their own, which the
 * server sends for them, so a navigation inside the SPA to one (a link, a guard's `?redirect=`, a 401) ends in
 * a document load of that address. The route being left is remembered first (the light page's "back" link),
 * as the router does for its own navigations, and the notifications on screen go along ("Vaše heslo bylo
 * obnoveno." after a password reset). Signing out leaves with `window.location` itself, so nothing is
 * remembered of the dashboard it left (spec §4).
 */
export function leaveForLightPage({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const target = `${url.pathname}${url.search}`
  // This document is the light page's own address: the server sent the SPA in its place (a build without
  // it). Loading it again would loop; the 404 screen says that nothing is here.
  if (`${window.location.pathname}${window.location.search}` === target)
    throw new Response(null, { status: 404 })
  rememberRouteLeft(window.location)
  // A notification with a button (an undo) belongs to the page it acts on: it stays behind.
  for (const { tone, title, text, action } of getNotifications())
    if (!action) carryNotification({ tone, title, text })
  return redirectDocument(target)
}

/**
 * One route per path of a light page, from the one list the server and the dev server read too (decision 057):
 * the login (decision 050), the booking flow, its confirmation and the booking widget's two pages (decision 052).
 */
export const lightPageRoutes: RouteObject[] = LIGHT_PAGES.flatMap(({ paths }) =>
  // Rendering nothing: the loader always leaves the SPA (element: null, as the redirect routes of public-routes).
  paths.map((path) => ({ path, loader: leaveForLightPage, element: null })),
)
