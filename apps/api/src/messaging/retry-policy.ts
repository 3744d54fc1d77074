/** When a failed message is tried again, and when the worker gives up on it. No I/O: tests call it directly. */
export interface RetryPolicy {
  maxTries: number
  baseMs: number
  maxMs: number
}

export type RetryDecision = { giveUp: true } | { giveUp: false; delayMs: number }

/**
 * Doubles the wait with each try (base, 2×base, 4×base… up to maxMs) and takes up to a fifth off at random,
 * so messages that failed together (a provider outage) do not all come back in the same second. The delay
 * never exceeds the nominal one, so a test that moves the clock by it always finds the message due.
 */
export function decideRetry(
  policy: RetryPolicy,
  triesSoFar: number,
  random: () => number = Math.random,
): RetryDecision {
  if (triesSoFar >= policy.maxTries) return { giveUp: true }
  const nominal = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, triesSoFar - 1))
  return { giveUp: false, delayMs: Math.round(nominal * (1 - 0.2 * random())) }
}

export function retryPolicyOf(config: {
  maxTries: number
  retryBaseSeconds: number
  retryMaxSeconds: number
}): RetryPolicy {
  return {
    maxTries: config.maxTries,
    baseMs: config.retryBaseSeconds * 1000,
    maxMs: config.retryMaxSeconds * 1000,
  }
}
