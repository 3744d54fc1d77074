/**
 * The branch page as a lazy screen: a first visit gets it from the server (decision 006), so the app needs
 * it only after client-side navigation (back from the booking, Home's redirect), and it stays out of every
 * route's first load (decision 025).
 */
export { BranchPage as Component } from './branch-page'
