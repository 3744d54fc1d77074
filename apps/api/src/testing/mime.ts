/** Just enough MIME for the tests (mailparser is not a dependency): one part's headers and decoded body. */
export interface MimePart {
  headers: string
  body: string
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** The leaf parts of a raw email, in order, with their bodies decoded. */
export function mimeParts(raw: string): MimePart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/gi)].map((match) => match[1]!)
  let chunks = [raw]
  for (const boundary of boundaries) {
    chunks = chunks.flatMap((chunk) => chunk.split(`--${boundary}`))
  }
  return chunks
    .map((chunk) => {
      const split = chunk.search(/\r?\n\r?\n/)
      if (split < 0) return undefined
      const headers = chunk.slice(0, split).trim()
      if (!/^content-type:/im.test(headers) || /multipart\//i.test(headers)) return undefined
      const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase()
      return { headers, body: decode(chunk.slice(split).trim(), encoding) }
    })
    .filter((part): part is MimePart => part !== undefined)
}

export function partOfType(raw: string, type: string): MimePart | undefined {
  return mimeParts(raw).find((part) => new RegExp(`^content-type:\\s*${type}`, 'im').test(part.headers))
}
