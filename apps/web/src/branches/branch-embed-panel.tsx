import { embed } from '@rezervo/shared/i18n/embed'
import { useId } from 'react'
import { currentLocale, useFeatureTexts } from '../lib/i18n'
import { Button } from '../ui/button'
import { copyToClipboard } from '../ui/copy-to-clipboard'

/** The booking widget's code for the business's own site (decision 040): the script tag and the iframe URL. */
export function widgetSnippets(origin: string, slug: string, locale: string) {
  const lang = locale === 'en' ? ' data-lang="en"' : ''
  const query = locale === 'en' ? '?lang=en' : ''
  const iframeUrl = `${origin}/embed/${encodeURIComponent(slug)}${query}`
  return {
    script: `<script src="${origin}/embed.js" data-branch="${slug}"${lang} async></script>`,
    iframeUrl,
    iframe: `<iframe src="${iframeUrl}" title="Rezervace" style="width:100%;min-height:700px;border:0"></iframe>`,
  }
}

function Snippet({
  label,
  value,
  copyLabel,
  hint,
}: {
  label: string
  value: string
  copyLabel: string
  hint?: string
}) {
  const { t } = useFeatureTexts({ embed })
  const id = useId()
  const copy = () => copyToClipboard(value, id, { copied: t('copied'), failed: t('copyFailed') })
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {hint && <p className="text-sm text-stone-700">{hint}</p>}
      <textarea
        id={id}
        readOnly
        rows={2}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-lg border border-stone-300 bg-stone-50 p-3 font-mono text-sm break-all text-stone-900"
      />
      <div>
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          {copyLabel}
        </Button>
      </div>
    </div>
  )
}

export function BranchEmbedPanel({ slug }: { slug: string }) {
  const { t } = useFeatureTexts({ embed })
  const headingId = useId()
  const snippets = widgetSnippets(window.location.origin, slug, currentLocale())
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-base font-semibold text-stone-950">
        {t('title')}
      </h2>
      <p className="text-sm text-stone-700">{t('intro')}</p>
      <Snippet label={t('script')} value={snippets.script} copyLabel={t('copyScript')} />
      <Snippet
        label={t('iframe')}
        value={snippets.iframeUrl}
        copyLabel={t('copyIframe')}
        hint={t('iframeHint')}
      />
    </section>
  )
}
