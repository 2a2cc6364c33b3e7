import type { ReactNode } from 'react'

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The cells of an address's avatar: one per character (EVM addresses in lower case without 0x),
 * each coloured by the character alone, so the picture is a one-to-one image of the address: two
 * addresses never share one. Exported for its test.
 */
export function avatarCells(address: string): { columns: number; colors: string[] } {
  const text = /^0x[0-9a-f]{40}$/i.test(address) ? address.slice(2).toLowerCase() : address
  const chars = [...text].slice(0, 128)
  const colors = chars.map((char) => {
    const index = ALPHABET.indexOf(char)
    if (index < 0) return `hsl(0 0% ${(char.codePointAt(0) ?? 0) % 100}%)`
    // 62 symbols: 31 hues in two lightness bands, each symbol its own (hue, lightness).
    const hue = (index % 31) * (360 / 31)
    return `hsl(${hue.toFixed(1)} 70% ${index < 31 ? 45 : 70}%)`
  })
  return { columns: Math.max(1, Math.ceil(Math.sqrt(colors.length))), colors }
}

/**
 * An avatar drawn from the address. The grid sits inside the circle's inscribed square, so no cell
 * is cut off by the round frame. Decorative: the address is written beside it.
 */
export function AddressAvatar(props: { address: string }): ReactNode {
  const { columns, colors } = avatarCells(props.address)
  const rows = Math.ceil(colors.length / columns)
  const side = Math.max(columns, rows)
  // The inscribed square of a circle is 1/√2 of its diameter: pad the grid by the rest.
  const pad = (side * (Math.SQRT2 - 1)) / 2
  const box = side + 2 * pad
  return (
    <svg viewBox={`${-pad} ${-pad} ${box} ${box}`} aria-hidden="true" focusable="false" data-scope="modal" data-part="avatar-cells">
      {colors.map((color, index) => (
        <rect key={index} x={index % columns} y={Math.floor(index / columns)} width="1.02" height="1.02" fill={color} />
      ))}
    </svg>
  )
}
