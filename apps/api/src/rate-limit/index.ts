/** The rate limiter, shared by sign-in, booking and profile changes. */

export { type CountedWindowRow, sweepEndedWindows } from './rate-limit-repository'
export {
  type AttemptChecks,
  attemptDecisions,
  attemptsCountingSql,
  attemptWindows,
  clearAttempts,
  consumeAttempt,
  consumeAttempts,
  type RateLimitDecision,
  type RateLimitRule,
  releaseAttempt,
  takeAttempt,
} from './rate-limiter'
