import { Fragment } from 'react'

const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+)/g

/** Plain text with its http(s) addresses as links, so a verification or reset link can be clicked. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
            key={index}
            href={part}
            className="break-all font-medium text-amber-800 underline underline-offset-2 hover:text-amber-950"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  )
}
