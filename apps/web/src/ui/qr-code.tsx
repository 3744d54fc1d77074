import { encode } from 'uqr'

/** One SVG path of the dark modules, row by row, so the code is a single element however large. */
export function qrModulesPath(modules: boolean[][]): string {
  const parts: string[] = []
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`)
    })
  })
  return parts.join('')
}

/**
 * A QR code drawn as SVG (sharp at any size, printable). The text is encoded with medium error correction and
 * a quiet zone of four modules, which banking apps need to read it from a phone screen.
 */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { ecc: 'M', border: 4 })
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded bg-white"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={qrModulesPath(data)} fill="#000" />
    </svg>
  )
}
