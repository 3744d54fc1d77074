import { branchPagePath } from '@rezervo/shared/public-pages/branch-address'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps } from '../app-deps'
import { HttpError } from '../http/errors'
import type { BranchPageResponder } from './branch-page-html'
import { findActiveBranchBySlug } from './public-branch-repository'
import { findFeaturedBranch } from './public-branch-service'

/** Home's flag that the address a visitor asked for was not found; Home says so on arrival (decision 028). */
export const NOT_FOUND_FLAG = 'nenalezeno'

/** One-segment paths of the app's own screens (and files), never a branch shortcut. */
const NOT_A_BRANCH = new Set([
  '404',
  'api',
  'assets',
  'category',
  'dashboard',
  'dev',
  'email',
  'embed',
  'embed.js',
  'favicon.ico',
  'forgot-password',
  'login',
  'media',
  'password-reset',
  'register',
  'robots.txt',
  'sanctum',
  'subcategory',
  'verification-email-sent',
  'verify-email',
])

function splitUrl(url: string): { path: string; query: URLSearchParams } {
  const [path = '/', search = ''] = url.split('?', 2)
  return { path, query: new URLSearchParams(search) }
}

const withQuery = (path: string, query: URLSearchParams) => {
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/**
 * Home (/) and branch shortcuts (/{branchSlug}) answered by the server with a 302 to the branch's own
 * address, so the first page a visitor sees is the server-rendered branch page and needs no JavaScript
 * (spec §2 keeps the redirects; they just happen before the app loads). What it cannot resolve it leaves to
 * the app: Home with no featured branch (the app says there is nothing to book yet), Home with the not-found
 * flag (the app shows the notice), and a one-segment path that is no branch (the app's 404 route, which goes
 * Home with the flag). The query string (?lang=en) travels along.
 */
export function createPublicRedirects(deps: AppDeps): BranchPageResponder {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { path, query } = splitUrl(request.url)
    if (path === '/') {
      if (query.has(NOT_FOUND_FLAG)) return false
      let featured: Awaited<ReturnType<typeof findFeaturedBranch>>
      try {
        featured = await findFeaturedBranch(deps)
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return false
        throw error
      }
      const target = `/${featured.category_group_slug}/${featured.category_slug}/${featured.branch_slug}`
      await reply.header('cache-control', 'no-cache').redirect(withQuery(target, query), 302)
      return true
    }
    const segments = path.split('/').filter(Boolean)
    if (segments.length !== 1 || path.endsWith('/')) return false
    let slug: string
    try {
      slug = decodeURIComponent(segments[0] ?? '')
    } catch {
      return false
    }
    if (NOT_A_BRANCH.has(slug) || slug.includes('.')) return false
    const row = await findActiveBranchBySlug(deps.database.db, slug)
    if (!row) {
      // The spec's 404 route redirects Home; the flag, the address itself, makes Home say which was not found.
      query.set(NOT_FOUND_FLAG, path)
      await reply.header('cache-control', 'no-cache').redirect(withQuery('/', query), 302)
      return true
    }
    const target = branchPagePath({
      groupSlug: row.group?.slug,
      categorySlug: row.category?.slug,
      slug: row.branch.slug,
    })
    await reply.header('cache-control', 'no-cache').redirect(withQuery(target, query), 302)
    return true
  }
}
