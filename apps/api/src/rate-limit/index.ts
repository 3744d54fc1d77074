/** The rate limiter, shared by sign-in, booking and profile changes. */

export { type CountedWindowRow, sweepEndedWindows } from './rate-limit-repository'
export {
  type AttemptChecks,
  type AttemptsCountingValues,
  attemptDecisions,
  attemptsCountingSql,
  attemptsCountingValues,
  clearAttempts,
  consumeAttempt,
  consumeAttempts,
  preparedAttemptsCountingSql,
  type RateLimitDecision,
  type RateLimitRule,
  releaseAttempt,
  takeAttempt,
} from './rate-limiter'
