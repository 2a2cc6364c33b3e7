// jsdom has no `CSS.escape`, which the focus trap of Ark's dialog calls. Browsers all have it;
// this follows the CSSOM algorithm (https://drafts.csswg.org/cssom/#serialize-an-identifier)
// and is installed for tests only.

const isDigit = (code: number) => code >= 0x30 && code <= 0x39

function cssEscape(value: string): string {
  let result = ''
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    const char = value.charAt(index)
    if (code === 0) result += '\uFFFD'
    else if (
      (code >= 0x01 && code <= 0x1f) ||
      code === 0x7f ||
      (index === 0 && isDigit(code)) ||
      (index === 1 && isDigit(code) && value.charCodeAt(0) === 0x2d)
    ) {
      result += `\\${code.toString(16)} `
    } else if (index === 0 && value.length === 1 && code === 0x2d) result += `\\${char}`
    else if (code >= 0x80 || code === 0x2d || code === 0x5f || isDigit(code) || /[A-Za-z]/.test(char)) result += char
    else result += `\\${char}`
  }
  return result
}

const scope = globalThis as { CSS?: { escape?: (value: string) => string } }
if (typeof scope.CSS?.escape !== 'function') scope.CSS = { ...scope.CSS, escape: cssEscape }
