import type { PublicBranch } from '@rezervo/shared'
import type { Locale } from '@rezervo/shared/constants'
import { formatAddress } from '@rezervo/shared/format/address'
import { formatCzk, formatDuration } from '@rezervo/shared/format/index'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BookingRulesList } from './booking-rules-list'
import { BranchOpeningHours } from './branch-opening-hours'

/** 'Masarykova 1, 602 00 Brno': no comma between the postcode and the town (decision 079). */
export function branchAddress(branch: Pick<PublicBranch, 'street' | 'house_number' | 'zip' | 'city'>) {
  return formatAddress({ ...branch, houseNumber: branch.house_number })
}

const bookClasses =
  'inline-flex min-h-12 items-center justify-center rounded-lg bg-stone-900 px-6 py-3 font-semibold text-white hover:bg-stone-700'

/**
 * The branch page's content (spec §2). The SPA renders it after client-side navigation, and the server renders
 * it to plain HTML for a direct visit (no JavaScript needed), so it takes everything it shows as props.
 */
export function BranchPageView({ branch, bookPath }: { branch: PublicBranch; bookPath: string }) {
  const { t, i18n } = useTranslation('branch')
  const locale = i18n.language as Locale
  const address = branchAddress(branch)
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      {branch.photo_url && (
        <img
          src={branch.photo_url}
          alt=""
          width={768}
          height={288}
          className="mb-6 h-48 w-full rounded-2xl object-cover sm:h-72"
        />
      )}
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{branch.name}</h1>
        {address && <p className="mt-1 text-stone-600">{address}</p>}
        <Link to={bookPath} reloadDocument className={`mt-4 ${bookClasses}`}>
          {t('book')}
        </Link>
      </header>
      {branch.description && <p className="mb-8 text-stone-800">{branch.description}</p>}
      {branch.gallery_urls.length > 0 && <BranchGallery branch={branch} />}
      <section aria-labelledby="services-heading" className="mb-8">
        <h2 id="services-heading" className="mb-3 text-xl font-semibold">
          {t('services')}
        </h2>
        {branch.item_categories.map((group) => (
          <div key={group.id ?? 'none'} className="mb-4">
            {group.name && <h3 className="mb-2 font-medium text-stone-700">{group.name}</h3>}
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
              {group.items.map((item) => (
                <li key={item.id} className="flex items-start justify-between gap-4 p-3">
                  <span>
                    {item.name}
                    {item.description && (
                      <span className="block text-sm text-stone-600">{item.description}</span>
                    )}
                  </span>
                  <span className="text-right whitespace-nowrap">
                    <span className="block font-semibold">{formatCzk(item.price_czk, locale)}</span>
                    <span className="block text-sm text-stone-600">
                      {formatDuration(item.duration_minutes, locale)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <div className="mb-8 grid gap-8 sm:grid-cols-2">
        <BranchOpeningHours branch={branch} />
        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading" className="mb-3 text-xl font-semibold">
            {t('contact')}
          </h2>
          <p className="font-medium">{branch.company_name}</p>
          {address && <p className="text-stone-700">{address}</p>}
          {branch.phone && (
            <p>
              {t('phone')}:{' '}
              <a className="underline" href={`tel:${branch.phone.replace(/\s/g, '')}`}>
                {branch.phone_display}
              </a>
            </p>
          )}
          {branch.email && (
            <p>
              {t('email')}:{' '}
              <a className="underline" href={`mailto:${branch.email}`}>
                {branch.email}
              </a>
            </p>
          )}
        </section>
      </div>
      <section aria-labelledby="rules-heading" className="mb-8">
        <h2 id="rules-heading" className="mb-3 text-xl font-semibold">
          {t('bookingRules')}
        </h2>
        <BookingRulesList rules={branch.booking_rules} locale={locale} />
      </section>
      {branch.workers.length > 0 && (
        <section aria-labelledby="team-heading" className="mb-8">
          <h2 id="team-heading" className="mb-3 text-xl font-semibold">
            {t('team')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {branch.workers.map((worker) => (
              <li
                key={worker.id}
                className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-3"
              >
                {worker.photo_url ? (
                  <img
                    src={worker.photo_url}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 shrink-0 rounded-full object-cover"
                  />
                ) : (
                  // The worker's colour as an SVG fill, not a style attribute: the server-rendered page
                  // runs under a Content-Security-Policy without inline styles (decision 021).
                  <span
                    aria-hidden="true"
                    className="relative grid size-10 shrink-0 place-items-center font-semibold text-white"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 40 40"
                      className="absolute inset-0 size-10"
                      focusable="false"
                    >
                      <circle cx="20" cy="20" r="20" fill={worker.color} />
                    </svg>
                    <span className="relative">{worker.name.charAt(0)}</span>
                  </span>
                )}
                <span>
                  <span className="block font-medium">{worker.name}</span>
                  {worker.positions.length > 0 && (
                    <span className="block text-sm text-stone-600">{worker.positions.join(', ')}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link to={bookPath} reloadDocument className={`w-full sm:w-auto ${bookClasses}`}>
        {t('book')}
      </Link>
    </article>
  )
}

/** The words that describe a branch to search engines and link previews. */
export function branchDescription(branch: PublicBranch) {
  const address = branchAddress(branch)
  return branch.description ?? `${branch.name}${address ? `, ${address}` : ''}`
}

/**
 * The photo carousel: a row that snaps photo by photo under a finger or a trackpad, with the next photo
 * peeking in so it reads as more to see. Plain CSS scrolling, so it works in the server-rendered page with no
 * JavaScript; the row takes focus so arrow keys scroll it too.
 */
function BranchGallery({ branch }: { branch: PublicBranch }) {
  const { t } = useTranslation('branch')
  const total = branch.gallery_urls.length
  return (
    <section aria-labelledby="gallery-heading" className="mb-8">
      <h2 id="gallery-heading" className="mb-1 text-xl font-semibold">
        {t('gallery')}
      </h2>
      {total > 1 && <p className="mb-3 text-sm text-stone-600">{t('galleryHint')}</p>}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable row must be reachable by keyboard.
        tabIndex={0}
        aria-label={t('gallery')}
        data-testid="branch-gallery"
        className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth px-4 pb-2 focus-visible:outline-2 focus-visible:outline-stone-900"
      >
        {branch.gallery_urls.map((url, index) => (
          <li key={url} className="w-4/5 shrink-0 snap-start sm:w-[45%]">
            <img
              src={url}
              alt={t('galleryPhoto', { n: index + 1, total, branch: branch.name })}
              width={640}
              height={480}
              loading={index === 0 ? 'eager' : 'lazy'}
              className="aspect-[4/3] w-full rounded-2xl object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
