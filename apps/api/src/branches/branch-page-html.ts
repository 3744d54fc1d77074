import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Locale } from '@rezervo/shared/constants'
import { branchRouteSlugs } from '@rezervo/shared/public-pages/branch-address'
import type { RenderBranchPage } from '@rezervo/shared/public-pages/branch-page-render'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps } from '../app-deps'
import { sendCachedAnswer } from '../http/cached-answer'
import { HttpError } from '../http/errors'
import { pageLocale } from '../plugins/locale'
import { PUBLIC_BRANCH_MAX_AGE_MS, publicBranchCacheOf } from './public-branch-cache'
import { getPublicBranch } from './public-branch-service'

/** First path segments that belong to other screens, never to a branch. */
const NOT_A_CATEGORY_GROUP = new Set(['api', 'dashboard', 'dev', 'email', 'embed', 'sanctum', 'assets'])

/** The SPA's index.html without its scripts: the server-rendered page keeps only the styles. */
export function staticPageTemplate(indexHtml: string): string {
  return indexHtml
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
}

/**
 * Puts the rendered page into the template. Every replacement is a function: a replacement string would
 * read `$&`, `` $` ``, `$'` and `$1` in a branch's text as patterns and copy parts of the template into it.
 */
export function fillPageTemplate(template: string, page: { lang: Locale; head: string; body: string }) {
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang}">`)
    .replace('</head>', () => `  ${page.head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
}

/**
 * The branch's one address, built from the slugs stored in the database alone, never from the request's
 * path: a branch without a category gets the same address as the SPA gives it. Each slug is encoded, so
 * the path always starts with a single `/` and stays on our origin.
 */
function branchPagePath(branch: {
  slug: string
  category_group: { slug: string } | null
  category: { slug: string } | null
}) {
  // A branch without a category lives at the neutral /provozovny/ostatni/ (decision 028).
  const { group, category } = branchRouteSlugs({
    groupSlug: branch.category_group?.slug,
    categorySlug: branch.category?.slug,
  })
  const segments = [group, category, branch.slug]
  return `/${segments.map(encodeURIComponent).join('/')}`
}

function branchPathSegments(url: string): [string, string, string] | undefined {
  const path = url.split('?', 1)[0] ?? url
  const segments = path.split('/').filter(Boolean)
  if (segments.length !== 3 || NOT_A_CATEGORY_GROUP.has(segments[0] ?? '')) return undefined
  try {
    const [group, category, branch] = segments.map(decodeURIComponent)
    return group && category && branch ? [group, category, branch] : undefined
  } catch {
    return undefined
  }
}

export type BranchPageResponder = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>

/**
 * Answers a direct visit of /{categoryGroupSlug}/{categorySlug}/{branchSlug} with the branch page rendered
 * to HTML: it is the page customers open from a shared link, so it shows at once, carries real Open Graph
 * tags, and needs no JavaScript. Without the web build's server bundle it answers nothing and the SPA
 * renders the page instead. Returns whether it answered.
 */
export function createBranchPageResponder(
  deps: AppDeps,
  dirs: { distDir: string | undefined; ssrDir: string | undefined },
): BranchPageResponder {
  const indexPath = dirs.distDir && join(dirs.distDir, 'index.html')
  const rendererPath = dirs.ssrDir && join(dirs.ssrDir, 'render-branch-page.js')
  if (!indexPath || !rendererPath || !existsSync(indexPath) || !existsSync(rendererPath)) {
    return async () => false
  }
  const template = staticPageTemplate(readFileSync(indexPath, 'utf8'))
  let renderer: Promise<RenderBranchPage> | undefined

  const cache = publicBranchCacheOf(deps, PUBLIC_BRANCH_MAX_AGE_MS)
  const render = async (slug: string, locale: Locale) => {
    // Throws a 404 for an unknown slug: nothing is kept then.
    const branch = await getPublicBranch(deps, slug)
    const path = branchPagePath(branch)
    renderer ??= import(pathToFileURL(rendererPath).href).then(
      (module: { renderBranchPage: RenderBranchPage }) => module.renderBranchPage,
    )
    const page = (await renderer)({ branch, locale, path, canonicalUrl: `${deps.config.appUrl}${path}` })
    return { body: fillPageTemplate(template, { lang: locale, ...page }), meta: path }
  }

  return async (request, reply) => {
    const slugs = branchPathSegments(request.url)
    if (!slugs) return false
    const [groupSlug, categorySlug, branchSlug] = slugs
    const locale = pageLocale(request, reply)
    const minute = Math.floor(deps.clock.now().getTime() / 60_000)
    let page: Awaited<ReturnType<typeof cache.get>>
    try {
      // The whole page, per language, from memory while the branch is unchanged (decision 023).
      page = await cache.get(`page:${locale}:${branchSlug}`, minute, () => render(branchSlug, locale))
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return false
      // A broken server bundle must not take the page down: the SPA renders it in the browser instead.
      request.log.error({ err: error }, 'branch page server rendering failed; serving the app')
      renderer = undefined
      return false
    }
    const path = page.meta ?? ''
    if (path !== `/${[groupSlug, categorySlug, branchSlug].map(encodeURIComponent).join('/')}`) {
      // One address per branch: an old or mistyped category path moves to the branch's own.
      await reply.redirect(path, 301)
      return true
    }
    // The language comes from the cookie (or ?lang=); the page goes out in its kept compressed form.
    reply.header('vary', 'Cookie')
    await sendCachedAnswer(request, reply, page, 'text/html; charset=utf-8')
    return true
  }
}
