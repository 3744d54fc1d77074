/** The rate limiter, shared by sign-in, booking and profile changes. */
export {
  clearAttempts,
  consumeAttempt,
  consumeAttempts,
  type RateLimitRule,
  releaseAttempt,
  takeAttempt,
} from './rate-limiter'
