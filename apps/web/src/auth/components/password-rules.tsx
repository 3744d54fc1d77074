import { PASSWORD_MIN_LENGTH } from '@rezervo/shared/constants'
import { type PasswordRule, passwordRuleFailures } from '@rezervo/shared/validation/password'
import { cn } from '../../ui/class-names'
import { useAuthTexts } from '../auth-texts'

const rules: PasswordRule[] = ['min', 'mixedCase', 'numbers', 'symbols']

/** The password rules of spec §5 as a checklist that ticks itself while the user types. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useAuthTexts()
  const failures = passwordRuleFailures(password)
  return (
    <div>
      <p>{t('passwordRules.title')}</p>
      <ul className="mt-1 grid gap-x-4 gap-y-0.5 sm:grid-cols-2">
        {rules.map((rule) => {
          const met = password !== '' && !failures.includes(rule)
          return (
            <li
              key={rule}
              className={cn('flex items-center gap-1.5', met ? 'text-emerald-800' : 'text-stone-600')}
            >
              <span aria-hidden="true" className="w-3 text-center font-bold">
                {met ? '✓' : '·'}
              </span>
              {t(`passwordRules.${rule}`, { min: PASSWORD_MIN_LENGTH })}
              <span className="sr-only">({met ? t('passwordRules.met') : t('passwordRules.unmet')})</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
