import { rememberLightPageReferrer } from '../auth'
import { LoginLightPage, signedInDestination } from '../auth/login/login-light-page'
import { mountLightPage } from './mount-light-page'

// A verified user who is signed in on this device goes on without seeing the form (no flash of it): the same
// check the SPA's route made (`redirectVerifiedUser`), read from local storage before anything renders.
const destination = signedInDestination()
if (destination) window.location.replace(destination)
else {
  // Opened from the server-rendered branch page (its "Pro podniky"), the login's "back" returns there.
  rememberLightPageReferrer()
  mountLightPage(<LoginLightPage />)
}
