/** The rate limiter, shared by sign-in, booking and profile changes. */
export { attemptsExhausted, clearAttempts, consumeAttempt, type RateLimitRule } from './rate-limiter'
