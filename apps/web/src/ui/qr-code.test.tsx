import { render, screen } from '@testing-library/react'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { QrCode, qrModulesPath } from './qr-code'

describe('QrCode', () => {
  it('draws one square per dark module', () => {
    expect(
      qrModulesPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z')
  })

  it('encodes a QR Platba string with its finder patterns and a quiet zone', () => {
    const spayd = 'SPD*1.0*ACC:CZ6508000000192000145399*AM:450.00*CC:CZK*X-VS:1234*MSG:Rezervace 1234'
    const { data, size } = encode(spayd, { ecc: 'M', border: 4 })
    // The top-left finder pattern starts after the four-module quiet zone: a dark 7×7 ring.
    expect(data[4]!.slice(4, 11)).toEqual(Array(7).fill(true))
    expect(data[3]!.every((dark) => !dark)).toBe(true)
    expect(size).toBe(data.length)

    render(<QrCode text={spayd} label="QR platba" />)
    const image = screen.getByRole('img', { name: 'QR platba' })
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`)
  })
})
