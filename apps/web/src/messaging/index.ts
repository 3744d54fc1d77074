/** What other features use of messaging: the company's notification settings (the calendar's defaults). */
export { notificationSettingsQueryOptions } from './messaging-queries'
