import { DEFAULT_LOCALE, LOCALE_QUERY_PARAM, LOCALES, type Locale } from '@rezervo/shared/constants'
import { branch } from '@rezervo/shared/i18n/branch'
import { common } from '@rezervo/shared/i18n/common'
import type { RenderBranchPage } from '@rezervo/shared/public-pages/branch-page-render'
import i18next, { type i18n } from 'i18next'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { StaticRouter } from 'react-router'
import { StaticPublicFrame } from '../app/layouts/static-public-frame'
import { BranchPageView, branchDescription } from '../branches'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`,
  )

/** One i18next per language, built on first use: a page render only reads texts, it never switches language. */
const i18nByLocale = new Map<Locale, i18n>()

function pageI18n(locale: Locale): i18n {
  let instance = i18nByLocale.get(locale)
  if (!instance) {
    instance = i18next.createInstance()
    void instance.use(initReactI18next).init({
      resources: {
        cs: { common: common.cs, branch: branch.cs },
        en: { common: common.en, branch: branch.en },
      },
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      ns: ['common', 'branch'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    })
    i18nByLocale.set(locale, instance)
  }
  return instance
}

/**
 * Server entry (built with `vite build --ssr`): the branch page as HTML for a direct visit. It needs no
 * JavaScript in the browser: the 'Rezervovat' link opens the booking, which loads the app.
 */
export const renderBranchPage: RenderBranchPage = ({ branch: data, locale, path, canonicalUrl }) => {
  const i18n = pageI18n(locale)
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={path}>
        <StaticPublicFrame path={path}>
          <BranchPageView branch={data} bookPath={`${path}/rezervace`} />
        </StaticPublicFrame>
      </StaticRouter>
    </I18nextProvider>,
  )
  const title = escapeHtml(`${data.name} · Rezervo`)
  const description = escapeHtml(branchDescription(data))
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    // The same page in each language (?lang=), and the address without a choice for everybody else.
    ...LOCALES.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(`${canonicalUrl}?${LOCALE_QUERY_PARAM}=${language}`)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:locale" content="${locale === 'cs' ? 'cs_CZ' : 'en_GB'}" />`,
    ...(data.photo_url ? [`<meta property="og:image" content="${escapeHtml(data.photo_url)}" />`] : []),
  ].join('\n    ')
  return { head, body }
}
