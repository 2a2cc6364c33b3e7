import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// DESIGN.md: "JSDoc on every public option with `@default`". Read porticoOptions.ts with the
// TypeScript compiler and check every property of every options interface declared there.
const here = decodeURIComponent((import.meta as unknown as { url: string }).url.replace(/^file:\/\//, ''))
const path = here.replace(/[^/]+$/, 'porticoOptions.ts')
const text = ts.sys.readFile(path)
if (text === undefined) throw new Error(`cannot read ${path}`)
const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true)

interface OptionProperty {
  /** `Interface.property` */
  name: string
  required: boolean
  /** The text of its `@default` tag, or undefined when it has none. */
  default: string | undefined
}

function optionProperties(file: ts.SourceFile): OptionProperty[] {
  const properties: OptionProperty[] = []
  for (const statement of file.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member)) continue
      const tag = ts.getJSDocTags(member).find((candidate) => candidate.tagName.text === 'default')
      properties.push({
        name: `${statement.name.text}.${member.name.getText(file)}`,
        required: member.questionToken === undefined,
        default: tag ? (ts.getTextOfJSDocComment(tag.comment) ?? '').trim() : undefined,
      })
    }
  }
  return properties
}

const properties = optionProperties(source)

describe('option docs', () => {
  it('reads every options interface of porticoOptions.ts', () => {
    const interfaces = new Set(properties.map((property) => property.name.split('.')[0]))
    expect([...interfaces].sort()).toEqual(['Features', 'Metadata', 'PorticoOptions', 'ServicesOptions', 'ThemeVariables'])
    expect(properties.map((property) => property.name)).toContain('PorticoOptions.projectId')
  })

  it('gives every option property a non-empty @default', () => {
    const missing = properties.filter((property) => !property.default).map((property) => property.name)
    expect(missing).toEqual([])
  })

  it('says "required" in the @default of the options a site must give', () => {
    const required = properties.filter((property) => property.name.startsWith('PorticoOptions.') && property.required)
    expect(required.map((property) => property.name)).toEqual(['PorticoOptions.projectId', 'PorticoOptions.networks'])
    for (const property of required) expect(property.default, property.name).toMatch(/required/)
  })
})
