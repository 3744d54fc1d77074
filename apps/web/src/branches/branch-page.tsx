import { useSuspenseQuery } from '@tanstack/react-query'
import { useLocation, useParams } from 'react-router'
import { BranchPageView, branchDescription } from './branch-page-view'
import { publicBranchQuery } from './branch-queries'
import { useBranchTexts } from './branch-texts'

/** The branch page after client-side navigation; title, description and Open Graph tags are hoisted by React. */
export function BranchPage() {
  // BranchPageView reads the 'branch' namespace (the server's render has it in its own i18next).
  useBranchTexts()
  const { branchSlug = '' } = useParams()
  const { pathname } = useLocation()
  const { data: branch } = useSuspenseQuery(publicBranchQuery(branchSlug))
  const description = branchDescription(branch)
  const title = `${branch.name} · Rezervo`
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      {branch.photo_url && <meta property="og:image" content={branch.photo_url} />}
      <BranchPageView branch={branch} bookPath={`${pathname.replace(/\/$/, '')}/rezervace`} />
    </>
  )
}
