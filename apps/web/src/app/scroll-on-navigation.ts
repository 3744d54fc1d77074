import { SCROLL_DELAY_MS } from '@rezervo/shared/constants'
import { useEffect } from 'react'
import { type createBrowserRouter, useLocation, useNavigationType } from 'react-router'
import { sessionStore } from '../lib/web-storage'

/**
 * Spec §2: after a navigation the page scrolls smoothly to the top after SCROLL_DELAY_MS, or, on back and
 * forward, returns to where that history entry was left. Positions are kept per history entry for the tab.
 */
const STORAGE_KEY = 'rezervo:scroll-positions'
const positions = new Map<string, number>(readSaved())
/** The entry the tab opened on: loading a page is not a navigation, so it does not scroll to the top. */
let initialKey: string | undefined

function readSaved(): [string, number][] {
  try {
    return JSON.parse(sessionStore()?.getItem(STORAGE_KEY) ?? '[]') as [string, number][]
  } catch {
    return []
  }
}

function persist() {
  // Only the latest entries matter; a long session must not grow the storage without end.
  sessionStore()?.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)))
}

/**
 * Saves the position of the entry being left at the moment the router commits to the next location: the old
 * page is still on screen then (React renders after this), so a shorter next page cannot clamp the value.
 */
export function rememberScrollPositions(
  router: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>,
) {
  let current = router.state.location
  initialKey = current.key
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  window.addEventListener('pagehide', () => {
    positions.set(current.key, window.scrollY)
    persist()
  })
  return router.subscribe((state) => {
    if (state.location.key === current.key) return
    positions.set(current.key, window.scrollY)
    current = state.location
  })
}

export function useScrollOnNavigation(): void {
  const location = useLocation()
  const navigationType = useNavigationType()

  useEffect(() => {
    const saved = positions.get(location.key)
    if (navigationType === 'POP' && saved !== undefined) {
      const frame = requestAnimationFrame(() => window.scrollTo({ top: saved, behavior: 'instant' }))
      return () => cancelAnimationFrame(frame)
    }
    if (location.key === initialKey && navigationType === 'POP') return
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    const timer = setTimeout(
      () => window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' }),
      SCROLL_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [location.key, navigationType])
}
