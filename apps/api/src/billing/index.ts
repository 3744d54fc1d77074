/** Plans, the company's subscription, plan limits and SMS credits (issue 19, decision 032). */
export { registerBillingWebhookRoutes, registerCardSetupRoutes } from './card-routes'
export { currentSubscription, renewSubscriptionPeriod, startTrial } from './current-subscription'
export { createSubscriptionJob } from './job'
export { assertOnlineBookingAllowed, claimMonthlyReservationPlace } from './monthly-reservations-limit'
export {
  assertInUse,
  assertStaffRolesAllowed,
  assertStaffRolesPlan,
  assertStatisticsAllowed,
  insertWithinPlan,
} from './plan-limits'
export type { PlanStateJson } from './repository'
export { registerPlanRoutes, registerSubscriptionRoutes } from './routes'
export { spendSmsCredit } from './sms-credits'
