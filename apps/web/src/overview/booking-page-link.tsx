import { useId } from 'react'
import { Button, buttonClasses } from '../ui/button'
import { copyToClipboard } from '../ui/copy-to-clipboard'
import { OverviewPanel } from './overview-panel'
import { useOverviewTexts } from './overview-texts'

/** The branch's public address, ready to share: the address, a copy button and a link to open it. */
export function ShareLink({ publicPath }: { publicPath: string }) {
  const { t } = useOverviewTexts()
  const id = useId()
  const url = `${window.location.origin}${publicPath}`

  const copy = () =>
    copyToClipboard(url, id, {
      copied: t('overview.bookingPage.copied'),
      failed: t('overview.bookingPage.copyFailed'),
    })

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
