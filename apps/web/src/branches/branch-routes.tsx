import { DEMO_BRANCH_SLUG, DEMO_CATEGORY_GROUP_SLUG, DEMO_CATEGORY_SLUG } from '@rezervo/shared/constants'
import { type LoaderFunctionArgs, redirect } from 'react-router'
import { queryClient } from '../lib/query-client'
import { branchPath, featuredBranchQuery, publicBranchQuery } from './branch-queries'

/** Home: to the featured branch (the demo branch unless configured). */
export async function homeLoader() {
  try {
    return redirect(branchPath(await queryClient.ensureQueryData(featuredBranchQuery())))
  } catch {
    return redirect(
      branchPath({
        category_group_slug: DEMO_CATEGORY_GROUP_SLUG,
        category_slug: DEMO_CATEGORY_SLUG,
        branch_slug: DEMO_BRANCH_SLUG,
      }),
    )
  }
}

/** BranchShortcut /{branchSlug}: fetch first, then to the branch's own page; any failure is the 404 route. */
export async function branchShortcutLoader({ params }: LoaderFunctionArgs) {
  try {
    const branch = await queryClient.fetchQuery(publicBranchQuery(params.branchSlug ?? ''))
    return redirect(
      branchPath({
        category_group_slug: branch.category_group?.slug ?? DEMO_CATEGORY_GROUP_SLUG,
        category_slug: branch.category?.slug ?? DEMO_CATEGORY_SLUG,
        branch_slug: branch.slug,
      }),
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
