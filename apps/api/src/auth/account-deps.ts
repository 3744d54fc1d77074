import type { AppDeps } from '../app-deps'
import type { MailDelivery } from '../messaging'

/** The accounts' services queue emails, then ask the delivery to send them once committed. */
export interface AccountDeps extends AppDeps {
  mail: MailDelivery
}
