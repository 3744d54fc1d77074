import { Link } from 'react-router'
import { BrandMark } from './brand-mark'

/** The word mark, linking home within the SPA. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  return <BrandMark link={Link} to={to} />
}
