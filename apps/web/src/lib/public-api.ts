/** Minimal JSON GET for public data; the full API client (CSRF, auth) lives in lib/api-client.ts. */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}

export async function getJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...init.headers },
  })
  if (!response.ok) throw new HttpStatusError(response.status)
  return (await response.json()) as T
}
