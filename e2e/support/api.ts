import { XSRF_COOKIE } from '@rezervo/shared/constants'
import type { Page } from 'playwright-core'

/**
 * A JSON call with the page's session, sent as the web app's API client sends it: the XHR marker and the
 * XSRF cookie echoed in X-XSRF-TOKEN. For setting up data a test is not about.
 */
export async function api<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const cookies = await page.context().cookies()
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? ''
  const response = await page.request.fetch(path, {
    method,
    data: body,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
    },
  })
  if (!response.ok())
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`)
  if (response.status() === 204) return undefined as T
  return ((await response.json()) as { data: T }).data
}
