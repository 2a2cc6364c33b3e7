/** An sRGB color as 0–255 channels. */
export type Rgb = readonly [number, number, number]

/** Parses `#rgb` or `#rrggbb`. */
export function parseHex(hex: string): Rgb {
  const digits = hex.replace(/^#/, '')
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex color: ${hex}`)
  return [0, 2, 4].map((index) => parseInt(full.slice(index, index + 2), 16)) as unknown as Rgb
}

/** `color-mix(in srgb, a percent%, b)`, for opaque colors. */
export function mixSrgb(a: Rgb, b: Rgb, percent: number): Rgb {
  const weight = percent / 100
  return a.map((channel, index) => channel * weight + (b[index] ?? 0) * (1 - weight)) as unknown as Rgb
}

/** WCAG 2 relative luminance. */
export function luminance(color: Rgb): number {
  const [r = 0, g = 0, b = 0] = color.map((channel) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colors, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
