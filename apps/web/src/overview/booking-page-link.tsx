import { useId } from 'react'
import { Button, buttonClasses } from '../ui/button'
import { notify } from '../ui/notifications/notification-store'
import { OverviewPanel } from './overview-panel'
import { useOverviewTexts } from './overview-texts'

/** The branch's public address, ready to share: the address, a copy button and a link to open it. */
export function ShareLink({ publicPath }: { publicPath: string }) {
  const { t } = useOverviewTexts()
  const id = useId()
  const url = `${window.location.origin}${publicPath}`

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      notify({ tone: 'success', text: t('overview.bookingPage.copied') })
    } catch {
      // Without clipboard access (an old browser, a denied permission) the address is selected instead.
      ;(document.getElementById(id) as HTMLInputElement | null)?.select()
      notify({ tone: 'error', text: t('overview.bookingPage.copyFailed') })
    }
  }

  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('overview.bookingPage.address')}
      </label>
      <input
        id={id}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-3 min-h-11 w-full rounded-lg border border-stone-300 bg-stone-50 px-3 text-sm text-stone-900"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" onClick={() => void copy()}>
          {t('overview.bookingPage.copy')}
        </Button>
        <a href={publicPath} target="_blank" rel="noreferrer" className={buttonClasses('secondary')}>
          {t('overview.bookingPage.open')}
        </a>
      </div>
    </>
  )
}

/** The branch's public page, ready to share. */
export function BookingPageLink({ publicPath }: { publicPath: string }) {
  const { t } = useOverviewTexts()
  return (
    <OverviewPanel title={t('overview.bookingPage.title')}>
      <p className="text-stone-700">{t('overview.bookingPage.intro')}</p>
      <ShareLink publicPath={publicPath} />
    </OverviewPanel>
  )
}
