/** The billing feature's public entry: the trial notice (overview) and the SMS credits (notification settings). */
export { SmsCreditsPanel } from './sms-credits-panel'
export { TrialNotice } from './trial-notice'
