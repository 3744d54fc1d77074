import type { Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

/** The parts of a transactional email with one call to action; every text is already in its language. */
export interface EmailContent {
  locale: Locale
  subject: string
  greeting: string
  paragraphs: string[]
  action: { label: string; url: string }
  /** Lines after the button: validity, what to do if the email was not expected. */
  notes: string[]
}

const signature = (locale: Locale) => emailTexts(locale)('layout.signature')
const fallbackLinkText = (locale: Locale) => emailTexts(locale)('layout.fallbackLink')

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function renderText(content: EmailContent): string {
  return [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${content.action.label}: ${content.action.url}`,
    '',
    ...content.notes.flatMap((note) => [note, '']),
    signature(content.locale),
    '',
  ].join('\n')
}

function renderHtml(content: EmailContent): string {
  const url = escapeHtml(content.action.url)
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`
  return `<!doctype html>
<html lang="${content.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">Rezervo</p>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#18181b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
${content.notes.map(paragraph).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#52525b">${escapeHtml(fallbackLinkText(content.locale))}<br><a href="${url}" style="color:#52525b;word-break:break-all">${url}</a></p>
<p style="margin:24px 0 0">${escapeHtml(signature(content.locale))}</p>
</div>
</body>
</html>
`
}

/** The same content as plain text and as simple, inline-styled HTML (mail clients ignore style sheets). */
export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) }
}
