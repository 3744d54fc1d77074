/** Plans, the company's subscription, plan limits and SMS credits (issue 19, decision 032). */
export { registerBillingWebhookRoutes, registerCardSetupRoutes } from './card-routes'
export { createSubscriptionJob } from './job'
export { assertOnlineBookingAllowed, claimMonthlyReservationPlace } from './monthly-reservations-limit'
export { type PlanStateJson, planStateSql } from './repository'
export { registerPlanRoutes, registerSubscriptionRoutes } from './routes'
export {
  assertInUse,
  assertStaffRolesAllowed,
  assertStaffRolesPlan,
  assertStatisticsAllowed,
  currentSubscription,
  insertWithinPlan,
  renewSubscriptionPeriod,
  spendSmsCredit,
  startTrial,
} from './service'
