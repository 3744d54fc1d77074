import { branchRouteSlugs } from '@rezervo/shared/public-pages/branch-address'
import { type LoaderFunctionArgs, redirect } from 'react-router'
import { queryClient } from '../lib/query-client'
import {
  branchPath,
  featuredBranchQuery,
  NOT_FOUND_FLAG,
  notFoundPathFor,
  publicBranchQuery,
} from './branch-queries'

/**
 * The spec's 404 route and unmatched paths: Home, which tells the visitor which address was not found.
 */
export const notFoundLoader = ({ request }: LoaderFunctionArgs) =>
  redirect(notFoundPathFor(new URL(request.url).pathname))

export interface HomeData {
  /** The featured branch's address, or null when there is none to show (a fresh install). */
  featuredPath: string | null
  notFound: boolean
  /** The address that was not found, when Home was told it ('/striharna-jana'). */
  missingPath: string | null
}

/**
 * Home: to the featured branch (the demo branch unless configured). With the not-found flag the screen
 * first shows the notice, then goes on; without a featured branch it shows a plain page, once, without
 * asking again.
 */
export async function homeLoader({ request }: LoaderFunctionArgs): Promise<HomeData | Response> {
  const flag = new URL(request.url).searchParams.get(NOT_FOUND_FLAG)
  const notFound = flag !== null
  const missingPath = flag?.startsWith('/') ? flag : null
  let featuredPath: string | null = null
  try {
    featuredPath = branchPath(await queryClient.ensureQueryData(featuredBranchQuery()))
  } catch {
    featuredPath = null
  }
  if (featuredPath && !notFound) return redirect(featuredPath)
  return { featuredPath, notFound, missingPath }
}

/** BranchShortcut /{branchSlug}: fetch first, then to the branch's own page; any failure is Home's notice. */
export async function branchShortcutLoader({ params, request }: LoaderFunctionArgs) {
  try {
    const branch = await queryClient.fetchQuery(publicBranchQuery(params.branchSlug ?? ''))
    const { group, category } = branchRouteSlugs({
      groupSlug: branch.category_group?.slug,
      categorySlug: branch.category?.slug,
    })
    return redirect(
      branchPath({ category_group_slug: group, category_slug: category, branch_slug: branch.slug }),
    )
  } catch {
    return redirect(notFoundPathFor(new URL(request.url).pathname))
  }
}

export async function branchLoader({ params, request }: LoaderFunctionArgs) {
  try {
    return await queryClient.ensureQueryData(publicBranchQuery(params.branchSlug ?? ''))
  } catch {
    return redirect(notFoundPathFor(new URL(request.url).pathname))
  }
}
