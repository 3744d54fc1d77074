/** The look of an inline link in the account screens' text (amber-800 keeps AA contrast on white). */
export const TEXT_LINK_CLASSES =
  'rounded-sm font-semibold text-amber-800 underline underline-offset-2 hover:text-amber-950'
