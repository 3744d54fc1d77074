/**
 * localStorage and sessionStorage, or undefined where the browser refuses them: merely reading
 * `window.localStorage` throws a SecurityError in a frame on another site when third-party storage is blocked
 * (the booking widget on a business's own domain, decision 040), and the app must still run there.
 */
function storage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[name] ?? undefined
  } catch {
    return undefined
  }
}

export const localStore = () => storage('localStorage')
export const sessionStore = () => storage('sessionStorage')
