import { branchRouteSlugs } from '@rezervo/shared/public-pages/branch-address'
import { type LoaderFunctionArgs, redirect } from 'react-router'
import { queryClient } from '../lib/query-client'
import {
  branchPath,
  featuredBranchQuery,
  NOT_FOUND_FLAG,
  NOT_FOUND_PATH,
  publicBranchQuery,
} from './branch-queries'

/** The spec's 404 route and unmatched paths: Home, which tells the visitor the page was not found. */
export const notFoundLoader = () => redirect(NOT_FOUND_PATH)

export interface HomeData {
  /** The featured branch's address, or null when there is none to show (a fresh install). */
  featuredPath: string | null
  notFound: boolean
}

/**
 * Home: to the featured branch (the demo branch unless configured). With the not-found flag the screen
 * first shows the notice, then goes on; without a featured branch it shows a plain page, once, without
 * asking again.
 */
export async function homeLoader({ request }: LoaderFunctionArgs): Promise<HomeData | Response> {
  const notFound = new URL(request.url).searchParams.has(NOT_FOUND_FLAG)
  let featuredPath: string | null = null
  try {
    featuredPath = branchPath(await queryClient.ensureQueryData(featuredBranchQuery()))
  } catch {
    featuredPath = null
  }
  if (featuredPath && !notFound) return redirect(featuredPath)
  return { featuredPath, notFound }
}

/** BranchShortcut /{branchSlug}: fetch first, then to the branch's own page; any failure is the 404 route. */
export async function branchShortcutLoader({ params }: LoaderFunctionArgs) {
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
    return redirect('/404')
  }
}

export async function branchLoader({ params }: LoaderFunctionArgs) {
  try {
    return await queryClient.ensureQueryData(publicBranchQuery(params.branchSlug ?? ''))
  } catch {
    return redirect('/404')
  }
}
