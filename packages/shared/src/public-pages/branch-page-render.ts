import type { Locale } from '../constants'
import type { PublicBranch } from '../schemas/public-branch'

/**
 * The contract between the API and the web app's server bundle (apps/web/src/server): the API loads the
 * public branch and the web app turns it into HTML with the same components the SPA uses.
 */
export interface BranchPageRenderInput {
  branch: PublicBranch
  locale: Locale
  /** The page's path, e.g. /krasa-a-pece/barbershop/barber-na-rohu. */
  path: string
  /** The absolute URL for the canonical link and og:url. */
  canonicalUrl: string
}

export interface RenderedBranchPage {
  /** Tags for <head>: title, description, Open Graph, canonical; attribute values escaped. */
  head: string
  /** The markup that goes inside <div id="root">. */
  body: string
}

export type RenderBranchPage = (input: BranchPageRenderInput) => RenderedBranchPage
