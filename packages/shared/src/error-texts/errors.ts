import type { Locale } from '../constants'

/** Server answers that are not field validation (spec §7, §8 and the accounts issue). */
const en = {
  csrfMismatch: 'CSRF token mismatch.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not Found.',
  routeNotFound: 'The route {method} {path} could not be found.',
  badRequest: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  jsonTooDeep: 'The request body is nested too deeply (at most {max} levels).',
  jsonTooManyMembers: 'The request body has too many keys and items (at most {max}).',
  jsonDuplicateKey: 'The request body names the key "{key}" more than once.',
  uriTooLong: 'The request address is too long.',
  badUrl: 'The request address is not valid.',
  methodNotAllowed: 'The route {path} does not answer {method} (it answers {allow}).',
  serverError: 'Server error, please try again later.',
  databaseUnavailable: 'The database is temporarily unavailable. Please try again in a moment.',
  tooManyRequests: 'Too Many Attempts.',
  invalidData: 'The given data was invalid.',
  andMoreErrors: '(and {count} more errors)',
  /** Czech has a third form for 2–4 ('2 další chyby'); English says the same as for 5. */
  andMoreErrorsFew: '(and {count} more errors)',
  andMoreError: '(and 1 more error)',
  emailNotVerified: 'Your email address is not verified.',
  customerNotFound: 'Customer not found.',
  customerMergeSelf: 'A customer cannot be merged into themselves.',
  customerMergeInactive: 'Archived or erased customers cannot be merged.',
  credentialsMismatch: 'These credentials do not match our records.',
  loginThrottled: 'Too many login attempts. Please try again in {seconds} seconds.',
  loginAccountThrottled:
    'Too many failed login attempts for this email address. Please try again in {minutes} min.',
  userNotFoundByEmail: "We can't find a user with that email address.",
  resetLinkSent: 'We have emailed your password reset link.',
  resetThrottled: 'Please wait before retrying.',
  passwordReset: 'Your password has been reset.',
  resetTokenInvalid: 'This password reset token is invalid.',
  verificationLinkSent: 'verification-link-sent',
  emailVerified: 'Your email has been verified.',
  verificationInvalid: 'The verification link is invalid or has expired.',
  verificationUsed: 'The verification link has already been used.',
  verificationThrottled: 'Too many verification attempts, please wait a moment and try again.',
  outOfWorkingHours: 'Selected time is out of worker working hours. Please choose another time.',
  confirmOutOfWorkingHours: 'Are you sure you want to add reservation?',
  reservationClash: 'The worker already has a reservation from {from} to {to}. Please choose another time.',
  reservationIsCancelled: 'The reservation is cancelled. Restore it before changing it.',
  reservationFullyPaid: 'The reservation is already paid in full.',
  companyIbanMissing: 'The company has no IBAN. Add it in the company settings to show a QR payment.',
  // Online booking and the customer's own cancellation (public branch page).
  bookingSlotUnavailable: 'The selected time is no longer available. Please choose another time.',
  noWorkerForItems: 'No worker offers all the selected services together. Please choose fewer services.',
  bookingLimitReached:
    'You have reached the limit of {max} upcoming reservations at this branch. Please cancel one or contact the business.',
  bookingThrottled: 'Too many booking attempts. Please try again in {minutes} min.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different booking.',
  idempotencyKeyInFlight:
    'The booking with this Idempotency-Key is still being processed. Please try again in a moment.',
  cancellationDeadlinePassed:
    'The reservation can no longer be cancelled online: the deadline was {deadline}. Please contact the business.',
  reservationAlreadyCancelled: 'The reservation has already been cancelled.',
  rescheduleDeadlinePassed:
    'The reservation can no longer be moved online: the deadline was {deadline}. Please contact the business.',
  rescheduleItemsUnavailable:
    'One of the reserved services can no longer be booked online. Please contact the business to move the reservation.',
  // Sending a message again from the delivery log (issue 22).
  resendReservationCancelled:
    'The reservation has been cancelled since, so its confirmation or reminder is not sent again.',
  resendReservationRestored:
    'The reservation has been restored since, so its cancellation is not sent again.',
  upcomingReservations:
    'Upcoming reservations ({count}) depend on it. Choose whether to cancel them (each customer is told) or give them to another worker.',
  reassignClash:
    'The chosen worker is busy at the time of some of them ({count}), so none were handed over. Choose another worker or cancel them.',
  paymentOverRemaining:
    'The payment is {over} more than is left to pay ({remaining}). Confirm the overpayment to record it.',
  resendReservationPast: 'The visit has already begun, so its confirmation or reminder is not sent again.',
  resendReservationChanged:
    'The reservation’s time, worker or services have changed since this message, so it is not sent again.',
  // Optimistic concurrency (decision 027): an update sent with an If-Match that is no longer current.
  staleRecord: 'Someone else changed this record in the meantime',
  bookingOverlapsOwn: 'You already have a reservation with us at this time',
  itemNoLongerOffered: 'The service {name} is no longer offered',
  chosenItemNoLongerOffered: 'A service you chose is no longer offered',
  invoiceNotCorrectable: 'Only an invoice can be corrected by a credit note, not another credit note.',
  // Plans and limits (issue 19, decision 032).
  planLimit: 'Your {plan} plan allows {allowed}.',
  planRecordSuspended:
    'This is over the limit of your {plan} plan, so it is read-only and hidden from booking. Choose what stays in use under Subscription.',
  planFeatureMissing: 'Statistics are not part of your {plan} plan. They come with Start and Profi.',
  planStaffReadOnly:
    'Your {plan} plan does not include staff accounts, so yours can only look. The owner can switch to Profi under Subscription.',
  planUnknown: 'There is no such plan.',
  paymentMethodRequired: 'Choose how to pay for the {plan} plan.',
  cardPaymentUnavailable: 'Card payment is not available yet. Please pay by bank transfer.',
  // Card payments (decision 034).
  cardNotSaved: 'Save a payment card first, or choose bank transfer.',
  cardChargeFailed:
    'The card payment did not go through. Check the card, save another one, or pay by bank transfer.',
  paymentProviderUnavailable: 'The card payment service is not answering. Please try again in a moment.',
  cardRefundPending:
    'The plan change could not be completed, so your card payment of {amount} will be refunded. The payment service is not answering right now; we will keep trying and email you once it is done.',
  webhookSignature: 'The webhook signature is not valid.',
  monthlyReservationsFull:
    'The business is not taking more online reservations this month. Please contact them by phone or email.',
  // Team members and invitations (issue 20, decision 038).
  planStaffRoles: 'Your {plan} plan does not include team access. Inviting colleagues needs the Profi plan.',
  alreadyMember: '{email} is already a member of this company.',
  invitationPending:
    '{email} already has a pending invitation. Send it again from the list of invitations instead.',
  invitationWorkerTaken: 'This worker is already linked to the account of {email}.',
  invitationNotFound: 'This invitation link is not valid. Ask for a new invitation.',
  invitationExpired: 'This invitation expired on {date}. Ask the company for a new one.',
  invitationUsed: 'This invitation has already been accepted.',
  invitationRevoked: 'This invitation was withdrawn by the company.',
  invitationWrongAccount:
    'This invitation is for {email}. Sign out and sign in (or sign up) with that address to accept it.',
  invitationNotPending: 'Only a pending invitation can be sent again or withdrawn.',
  lastOwner: 'The last owner cannot be removed. Invite another owner first.',
  lastOwnerRole: 'The last owner stays an owner. Make another member an owner first.',
} as const

export type ServerMessageKey = keyof typeof en

const cs: Record<ServerMessageKey, string> = {
  csrfMismatch: 'Neplatný CSRF token. Obnovte stránku a zkuste to znovu.',
  unauthenticated: 'Nejste přihlášeni.',
  forbidden: 'Nemáte oprávnění k této akci.',
  notFound: 'Požadovaný zdroj nebyl nalezen.',
  routeNotFound: 'Cesta {method} {path} neexistuje.',
  badRequest: 'Tělo požadavku není platný JSON.',
  payloadTooLarge: 'Tělo požadavku je příliš velké.',
  jsonTooDeep: 'Tělo požadavku je vnořené příliš hluboko (nejvýše {max} úrovní).',
  jsonTooManyMembers: 'Tělo požadavku má příliš mnoho klíčů a položek (nejvýše {max}).',
  jsonDuplicateKey: 'Tělo požadavku uvádí klíč „{key}“ víckrát.',
  uriTooLong: 'Adresa požadavku je příliš dlouhá.',
  badUrl: 'Adresa požadavku není platná.',
  methodNotAllowed: 'Cesta {path} neodpovídá na metodu {method} (odpovídá na {allow}).',
  serverError: 'Chyba serveru. Zkuste to později.',
  databaseUnavailable: 'Databáze je dočasně nedostupná. Zkuste to prosím za chvíli.',
  tooManyRequests: 'Příliš mnoho pokusů.',
  invalidData: 'Zadaná data nejsou platná.',
  andMoreErrors: '(a {count} dalších chyb)',
  andMoreErrorsFew: '(a {count} další chyby)',
  andMoreError: '(a 1 další chyba)',
  emailNotVerified: 'Vaše e-mailová adresa není ověřena.',
  customerNotFound: 'Zákazník nebyl nalezen.',
  customerMergeSelf: 'Zákazníka nelze sloučit se sebou samým.',
  customerMergeInactive: 'Archivované ani smazané zákazníky nelze sloučit.',
  credentialsMismatch: 'Přihlašovací údaje neodpovídají našim záznamům.',
  loginThrottled: 'Příliš mnoho pokusů o přihlášení. Zkuste to znovu za {seconds} s.',
  loginAccountThrottled:
    'Příliš mnoho neúspěšných pokusů o přihlášení k této e-mailové adrese. Zkuste to znovu za {minutes} min.',
  userNotFoundByEmail: 'Uživatele s touto e-mailovou adresou jsme nenašli.',
  resetLinkSent: 'Odkaz pro obnovení hesla jsme vám poslali e-mailem.',
  resetThrottled: 'Před dalším pokusem chvíli počkejte.',
  passwordReset: 'Vaše heslo bylo obnoveno.',
  resetTokenInvalid: 'Odkaz pro obnovení hesla je neplatný.',
  verificationLinkSent: 'verification-link-sent',
  emailVerified: 'Váš e-mail byl ověřen.',
  verificationInvalid: 'Ověřovací odkaz je neplatný nebo vypršel.',
  verificationUsed: 'Ověřovací odkaz už byl použit.',
  verificationThrottled: 'Příliš mnoho pokusů o ověření, chvíli počkejte a zkuste to znovu.',
  outOfWorkingHours: 'Vybraný čas je mimo pracovní dobu pracovníka. Zvolte prosím jiný čas.',
  confirmOutOfWorkingHours: 'Opravdu chcete rezervaci přidat?',
  reservationClash: 'Pracovník už má v tu dobu rezervaci od {from} do {to}. Zvolte prosím jiný čas.',
  reservationIsCancelled: 'Rezervace je zrušená. Před úpravou ji obnovte.',
  reservationFullyPaid: 'Rezervace je už zaplacená v plné výši.',
  companyIbanMissing:
    'Společnost nemá vyplněný IBAN. Doplňte ho v nastavení společnosti, aby šlo zobrazit QR platbu.',
  bookingSlotUnavailable: 'Vybraný čas už není volný. Zvolte prosím jiný čas.',
  noWorkerForItems:
    'Žádný pracovník neposkytuje všechny vybrané služby najednou. Vyberte prosím méně služeb.',
  bookingLimitReached:
    'Dosáhli jste limitu {max} nadcházejících rezervací v této provozovně. Některou zrušte nebo kontaktujte provozovnu.',
  bookingThrottled: 'Příliš mnoho pokusů o rezervaci. Zkuste to znovu za {minutes} min.',
  idempotencyKeyReused: 'Tento klíč Idempotency-Key už byl použit pro jinou rezervaci.',
  idempotencyKeyInFlight:
    'Rezervace s tímto klíčem Idempotency-Key se ještě zpracovává. Zkuste to prosím za chvíli.',
  cancellationDeadlinePassed:
    'Rezervaci už nelze zrušit online, lhůta pro zrušení vypršela {deadline}. Kontaktujte prosím provozovnu.',
  reservationAlreadyCancelled: 'Rezervace už byla zrušena.',
  rescheduleDeadlinePassed:
    'Rezervaci už nelze přesunout online: lhůta skončila {deadline}. Kontaktujte prosím provozovnu.',
  rescheduleItemsUnavailable:
    'Některou z rezervovaných služeb už nelze rezervovat online. O přesun požádejte prosím provozovnu.',
  resendReservationCancelled:
    'Rezervace byla mezitím zrušena, proto její potvrzení ani připomínku znovu neposíláme.',
  resendReservationRestored: 'Rezervace byla mezitím obnovena, proto její zrušení znovu neposíláme.',
  upcomingReservations:
    'Závisí na tom nadcházející rezervace ({count}). Zvolte, zda je zrušit (každému zákazníkovi přijde zpráva), nebo předat jinému pracovníkovi.',
  reassignClash:
    'Vybraný pracovník má v době některých z nich jinou rezervaci (počet: {count}), proto jsme nepředali žádnou. Zvolte jiného pracovníka, nebo je zrušte.',
  paymentOverRemaining:
    'Platba je o {over} vyšší, než zbývá doplatit ({remaining}). Chcete-li ji zaznamenat, potvrďte přeplatek.',
  resendReservationPast: 'Návštěva už začala, proto její potvrzení ani připomínku znovu neposíláme.',
  resendReservationChanged:
    'Čas, pracovník nebo služby rezervace se od této zprávy změnily, proto ji znovu neposíláme.',
  staleRecord: 'Záznam mezitím změnil někdo jiný',
  bookingOverlapsOwn: 'Na tento čas už u nás rezervaci máte',
  itemNoLongerOffered: 'Služba {name} už není v nabídce',
  chosenItemNoLongerOffered: 'Vybraná služba už není v nabídce',
  invoiceNotCorrectable: 'Opravný daňový doklad lze vystavit jen k faktuře, ne k jinému opravnému dokladu.',
  planLimit: 'Váš tarif {plan} umožňuje {allowed}.',
  planRecordSuspended:
    'Tato položka je nad limit vašeho tarifu {plan}, proto je jen pro čtení a skrytá z rezervací. Co zůstane v provozu, zvolíte v Předplatném.',
  planFeatureMissing: 'Statistiky nejsou součástí vašeho tarifu {plan}. Najdete je v tarifech Start a Profi.',
  planStaffReadOnly:
    'Tarif {plan} nezahrnuje účty pro tým, proto můžete jen prohlížet. Majitel může přejít na tarif Profi v Předplatném.',
  planUnknown: 'Takový tarif neexistuje.',
  paymentMethodRequired: 'Zvolte, jak budete tarif {plan} platit.',
  cardPaymentUnavailable: 'Platba kartou zatím není k dispozici. Zaplaťte prosím převodem.',
  cardNotSaved: 'Nejprve uložte platební kartu, nebo zvolte platbu převodem.',
  cardChargeFailed: 'Platba kartou neprošla. Zkontrolujte kartu, uložte jinou, nebo zaplaťte převodem.',
  paymentProviderUnavailable: 'Platební služba teď neodpovídá. Zkuste to prosím za chvíli.',
  cardRefundPending:
    'Změnu tarifu se nepodařilo dokončit, a tak vám platbu kartou {amount} vrátíme. Platební služba teď neodpovídá; vrácení zkoušíme dál a po jeho provedení vám pošleme e-mail.',
  webhookSignature: 'Podpis webhooku není platný.',
  monthlyReservationsFull:
    'Provozovna tento měsíc nepřijímá další online rezervace. Kontaktujte ji prosím telefonicky nebo e-mailem.',
  planStaffRoles: 'Váš tarif {plan} nezahrnuje přístupy pro tým. Zvát kolegy umožňuje tarif Profi.',
  alreadyMember: '{email} už je členem této firmy.',
  invitationPending: 'Pro {email} už čeká nevyřízená pozvánka. Pošlete ji raději znovu ze seznamu pozvánek.',
  invitationWorkerTaken: 'Tento pracovník už je propojený s účtem {email}.',
  invitationNotFound: 'Tento odkaz na pozvánku není platný. Požádejte o novou pozvánku.',
  invitationExpired: 'Platnost této pozvánky skončila {date}. Požádejte firmu o novou.',
  invitationUsed: 'Tato pozvánka už byla přijata.',
  invitationRevoked: 'Firma tuto pozvánku zrušila.',
  invitationWrongAccount:
    'Tato pozvánka je pro {email}. Odhlaste se a přihlaste se (nebo se zaregistrujte) s touto adresou, abyste ji mohli přijmout.',
  invitationNotPending: 'Znovu poslat nebo zrušit lze jen čekající pozvánku.',
  lastOwner: 'Posledního vlastníka nelze odebrat. Nejdřív pozvěte dalšího vlastníka.',
  lastOwnerRole: 'Poslední vlastník musí zůstat vlastníkem. Nejdřív udělejte vlastníkem někoho dalšího.',
}

export const serverMessages: Record<Locale, Record<ServerMessageKey, string>> = { en, cs }

export function serverMessage(
  key: ServerMessageKey,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  let text: string = serverMessages[locale][key]
  for (const [name, value] of Object.entries(params)) text = text.replaceAll(`{${name}}`, String(value))
  return text
}

/** The web app's texts by HTTP status (spec §8). */
export const httpErrorTexts: Record<
  Locale,
  {
    400: string
    401: string
    403: string
    404: string
    422: string
    /** Spec §8's 'Please wait before retrying.', for any throttled answer, in the UI's language. */
    429: string
    /** Added when the answer says how long to wait (Retry-After): the duration as Intl writes it. */
    retryIn: string
    500: string
    noResponse: string
    verifyEmailFailed: string
  }
> = {
  cs: {
    400: 'Špatná žádost.',
    401: 'Neautorizovaný přístup.',
    403: 'Nemáte oprávnění k této akci.',
    404: 'Požadovaný zdroj nebyl nalezen.',
    422: 'Neplatná data formuláře.',
    429: 'Před dalším pokusem chvíli počkejte.',
    retryIn: 'Zkuste to znovu za {duration}.',
    500: 'Chyba serveru. Zkuste to později.',
    noResponse: 'Server neodpovídá. Zkontrolujte připojení k internetu.',
    verifyEmailFailed: 'Ověření emailu se nezdařilo.',
  },
  en: {
    400: 'Bad request.',
    401: 'Unauthorized access.',
    403: 'You do not have permission to perform this action.',
    404: 'The requested resource was not found.',
    422: 'Invalid form data.',
    429: 'Please wait before retrying.',
    retryIn: 'Try again in {duration}.',
    500: 'Server error. Please try again later.',
    noResponse: 'The server is not responding. Check your internet connection.',
    verifyEmailFailed: 'Email verification failed.',
  },
}

export const AUTH_ACTIONS = [
  'csrf',
  'loadUser',
  'login',
  'register',
  'logout',
  'forgotPassword',
  'resetPassword',
  'sendVerification',
  'verifyEmail',
] as const
export type AuthAction = (typeof AUTH_ACTIONS)[number]

/** Per-action fallbacks for statuses the catalogue does not name (spec §8: wording not shown, so ours). */
export const authActionFallbacks: Record<Locale, Record<AuthAction, string>> = {
  cs: {
    csrf: 'Nepodařilo se navázat zabezpečené spojení se serverem.',
    loadUser: 'Nepodařilo se načíst přihlášeného uživatele.',
    login: 'Přihlášení se nezdařilo.',
    register: 'Registrace se nezdařila.',
    logout: 'Odhlášení se nezdařilo.',
    forgotPassword: 'Odeslání odkazu pro obnovení hesla se nezdařilo.',
    resetPassword: 'Obnovení hesla se nezdařilo.',
    sendVerification: 'Odeslání ověřovacího e-mailu se nezdařilo.',
    verifyEmail: 'Ověření emailu se nezdařilo.',
  },
  en: {
    csrf: 'Could not establish a secure connection to the server.',
    loadUser: 'Could not load the signed-in user.',
    login: 'Sign-in failed.',
    register: 'Registration failed.',
    logout: 'Sign-out failed.',
    forgotPassword: 'Could not send the password reset link.',
    resetPassword: 'Could not reset the password.',
    sendVerification: 'Could not send the verification email.',
    verifyEmail: 'Email verification failed.',
  },
}
