import { ApiError } from './api-errors'

/**
 * Answers that concern the whole session rather than one screen: a 401 (the session ended) and the 409 of
 * an unverified email. The query cache reports them here; the app shell listens and navigates, so neither the
 * transport nor the features know about routes.
 */
export type SessionEvent = 'unauthenticated' | 'unverified'

type Listener = (event: SessionEvent) => void
const listeners = new Set<Listener>()

/**
 * Which event an error means. A 409 is also a plain conflict (a taken time slot), so only the server's
 * "not verified" sentence counts; the catalogue is loaded on demand to keep it out of the first bundle.
 */
export async function sessionEventOf(error: unknown): Promise<SessionEvent | undefined> {
  if (!(error instanceof ApiError)) return undefined
  if (error.status === 401) return 'unauthenticated'
  if (error.status !== 409) return undefined
  const { serverMessages } = await import('@rezervo/shared/error-texts/errors')
  const unverified = Object.values(serverMessages).some((texts) => texts.emailNotVerified === error.message)
  return unverified ? 'unverified' : undefined
}

export function reportSessionError(error: unknown): void {
  void sessionEventOf(error).then((event) => {
    if (event) for (const listener of listeners) listener(event)
  })
}

export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
