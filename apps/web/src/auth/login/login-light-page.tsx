import { XSRF_COOKIE } from '@rezervo/shared/constants'
import { validationMessage } from '@rezervo/shared/error-texts/validation'
import type { LoginInput } from '@rezervo/shared/schemas/auth'
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react'
import { readCookie } from '../../lib/api-client'
import { dashboardPaths } from '../../lib/dashboard-paths'
import { currentLocale } from '../../lib/i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { PasswordField } from '../../ui/password-field'
import { PlainLink } from '../../ui/plain-link'
import { TextField } from '../../ui/text-field'
import { authPaths, invitationReturnQuery, isInvitationPath, safeRedirectTarget } from '../auth-paths'
import { useAuthTexts } from '../auth-texts'
import { readStoredUser } from '../auth-user-storage'
import { AuthScreenHeader } from '../components/auth-screen-header'
import { GuestFrame } from '../components/guest-frame'
import { TEXT_LINK_CLASSES } from '../components/text-link-classes'
import { ActionFailure, signIn } from '../sign-in'
import { checkLogin, LOGIN_FIELDS, type LoginErrors, type LoginField, preloadLoginCheck } from './login-check'

/**
 * Sign-in and sign-up make no sense for a verified, signed-in user: where such a user goes instead of the
 * login (the dashboard), or undefined for anyone else. The user stored on this device counts only while the
 * browser has a session: its script-readable twin, the XSRF-TOKEN cookie, comes and goes with the session
 * cookie. Without it the server sends a dashboard visit straight back here (decision 057), and the stored user
 * of an expired cookie would bounce between the two for ever.
 */
export function signedInDestination(cookies = document.cookie): string | undefined {
  if (!readCookie(cookies, XSRF_COOKIE)) return undefined
  return readStoredUser()?.email_verified ? dashboardPaths.overview : undefined
}

/** Leaves the light page for the SPA: a document load, the login's entry in the history replaced. */
const leaveFor = (target: string) => window.location.replace(target)

/**
 * The login page (spec §2), a light entry of its own (decision 050): the account screens' frame around the
 * form, plain anchors for its links, and a document load to where the user was going after signing in.
 */
export function LoginLightPage() {
  return (
    <GuestFrame link={PlainLink}>
      <LoginForm />
    </GuestFrame>
  )
}

/**
 * Login (spec §2): after signing in, back to where the user was going (`?redirect=`), or to the dashboard.
 *
 * Two fields and a checkbox keep their state in React alone: react-hook-form (about 15 KB gzipped) would be the
 * largest part of the login's own first load (decision 048). It behaves as the other account forms do: the
 * shared schema checks on submit (loaded on first focus), then each field again as it changes; the first field
 * with an error takes the focus; server field errors go under their fields, the rest into one alert.
 */
export function LoginForm({
  search = window.location.search,
  go = leaveFor,
}: {
  /** The page's query (`?redirect=…&email=…`). */
  search?: string
  /** Opens the page after signing in. */
  go?: (target: string) => void
}) {
  const { t } = useAuthTexts()
  const [params] = useState(() => new URLSearchParams(search))
  const [values, setValues] = useState<LoginInput>(() => ({
    email: params.get('email') ?? '',
    password: '',
    remember: false,
  }))
  const [errors, setErrors] = useState<LoginErrors>({})
  const [formMessage, setFormMessage] = useState<string>()
  const [submitted, setSubmitted] = useState(false)
  const [pending, setPending] = useState(false)
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({})

  const focusFirst = (found: LoginErrors) => {
    const first = LOGIN_FIELDS.find((field) => found[field] !== undefined)
    if (first) inputs.current[first]?.focus()
  }

  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: field === 'remember' ? event.target.checked : event.target.value }
    setValues(next)
    // After a submit, a field is checked again as it changes, so its message goes once it is right.
    if (submitted)
      void checkLogin(next).then((found) => setErrors((current) => ({ ...current, [field]: found[field] })))
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setSubmitted(true)
    setFormMessage(undefined)
    const found = await checkLogin(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return focusFirst(found)
    setPending(true)
    try {
      const user = await signIn(values)
      const intended = safeRedirectTarget(params.get('redirect'), dashboardPaths.overview, location.origin)
      // An invitation link verifies the address it was sent to, so it is where even an unverified user goes.
      const target =
        user.email_verified || isInvitationPath(intended) ? intended : authPaths.verificationEmailSent
      // The button keeps spinning until the next page replaces this one.
      go(target)
    } catch (error) {
      setPending(false)
      const action = error instanceof ActionFailure ? error.action : 'login'
      const cause = error instanceof ActionFailure ? error.cause : error
      // The error texts load only when signing in fails (decision 048); without them, the screen's own sentence.
      const placed = await import('../../lib/api-error-text').then(
        ({ placeErrors }) => placeErrors(cause, LOGIN_FIELDS, action, currentLocale()),
        () => ({ byField: {}, formMessage: t('login.failed') }),
      )
      setErrors(placed.byField as LoginErrors)
      setFormMessage(placed.formMessage)
      focusFirst(placed.byField)
    }
  }

  const fieldProps = (field: 'email' | 'password') => ({
    name: field,
    value: values[field],
    onChange: change(field),
    ref: (input: HTMLInputElement | null) => {
      inputs.current[field] = input
    },
    error: errors[field] === undefined ? undefined : validationMessage(errors[field], currentLocale()),
  })

  return (
    <>
      <AuthScreenHeader title={t('login.title')}>{t('login.intro')}</AuthScreenHeader>
      <form noValidate onSubmit={onSubmit} onFocus={preloadLoginCheck} className="grid gap-4">
        {formMessage && <Alert tone="error">{formMessage}</Alert>}
        {!formMessage && params.get('reason') === 'expired' && (
          <Alert tone="info">{t('login.expired')}</Alert>
        )}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...fieldProps('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          {...fieldProps('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          <Checkbox
            label={t('fields.remember')}
            name="remember"
            checked={values.remember ?? false}
            onChange={change('remember')}
          />
          <a href={authPaths.forgotPassword} className={`${TEXT_LINK_CLASSES} text-sm`}>
            {t('login.forgot')}
          </a>
        </div>
        <Button type="submit" fullWidth loading={pending}>
          {t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('login.noAccount')}{' '}
        <a href={`${authPaths.register}${invitationReturnQuery(params)}`} className={TEXT_LINK_CLASSES}>
          {t('login.registerLink')}
        </a>
      </p>
    </>
  )
}
