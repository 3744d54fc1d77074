/** Home as a lazy screen (decision 025): its loader mostly redirects, so its view rarely renders at all. */
export { HomePage as Component } from './home-page'
