// Test-only: axe-core over a part of the page in jsdom, as the skin's a11y tests run it (colour
// contrast is Chromium's to check: jsdom lays nothing out).
import axe from 'axe-core'

/** The violations axe finds under `root`, one line each (rule, element, why). */
export async function axeViolations(root: Element | null = document.querySelector('[data-scope="modal"][data-part="root"]')): Promise<string[]> {
  if (!root) throw new Error('no element to check')
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary ?? ''}`))
}
