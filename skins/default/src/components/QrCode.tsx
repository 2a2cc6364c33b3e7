import { useMemo, type ReactNode } from 'react'
import { encode } from 'uqr'
import { css } from '../../styled-system/css/index.js'

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode (a pairing URI). */
  value: string
  /** Props from `getQrCodeProps` (role, label, anatomy). */
  partProps: { role: 'img'; 'aria-label': string; 'data-scope': string; 'data-part': string; 'data-state'?: string }
}

/**
 * A QR code drawn as one SVG path (uqr encodes it: medium error correction, a quiet zone of 2),
 * dark on white in every theme, since phone cameras read that best.
 */
export function QrCode({ value, partProps }: QrCodeProps): ReactNode {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 })
    let d = ''
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { size: qr.size, path: d }
  }, [value])
  return (
    <svg
      {...partProps}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={css({ width: '100%', maxWidth: '280px', aspectRatio: '1', borderRadius: '12px', bg: 'white', color: 'black', display: 'block', mx: 'auto' })}
    >
      <rect width={size} height={size} fill="white" />
      <path d={path} fill="currentColor" />
    </svg>
  )
}
