// Docs that cannot drift, part two: the names the prose cites. readmeExamples.test.ts compiles the
// READMEs' code blocks; this reads their inline code (`like this`) and checks every span that is an
// identifier against what the packages really offer, read from their source with the TypeScript
// compiler, so a renamed export, option key or script fails with the README's file and line.
//
// Which spans are identifiers (the rule, kept short so a writer can predict it):
//  - a package path: `@portico/name` or `@portico/name/sub` -> a workspace package and an entry
//    of its package.json "exports";
//  - a command: `npm run x`, `npm test`, `npm start` (`-w <workspace>` honoured, `&&` chains too),
//    also the lines of ```sh blocks -> a script of that workspace, of the README's own package or
//    of the root; `node <file>` -> the file exists;
//  - a repository path: a span with a `/` or a file extension (`src/x.ts`, `bench/`,
//    `viewStates.e2e.ts`), no spaces -> the file or folder exists (generated, gitignored folders
//    such as `dist/` are skipped);
//  - code: a name, dotted names and calls (`createPortico`, `useFeatures()`, `tab.openTab()`,
//    `useEmbeddedWallet().switchAccountType`, `createModal({ views })`), a `key: value` pair (the
//    key), a JSX tag (`<PorticoModal views={...} />`). A lone name counts only when it looks like
//    code: camelCase with a capital inside, PascalCase or SCREAMING_CASE. A lone lowercase word
//    (`adapters`, `light`, `connect`) is prose (an anatomy part, a theme value, an option named in
//    passing) and is not checked; nor are JSON-RPC method names (`eth_chainId`), Wallet Standard
//    features (`solana:signMessage`), CSS, attributes (`data-state`) or URLs.
//
// What a code name may be (any of these):
//  1. an export of a `@portico/*` entry point (src/exports/*.ts, as package.json "exports" maps them);
//  2. an option key of createPortico (the type of its first parameter), nested keys included;
//     a path rooted at an option whose value is one of the option interfaces (`services.apiUrl`,
//     `features.email`) is resolved strictly through that type;
//  3. a member of one of our exported types, or of the parameters or results of our exported
//     functions (followed a few levels down, through our own declarations only), or a string
//     literal those types name (an event type, an error code, a connector id);
//  4. a name the same page's code blocks declare or import from outside (`MyAccountView`);
//  5. a contract or ABI entry of our Solidity contracts (playground/test-chains/contracts/*.json),
//     or a recipe of a skin's Panda configuration (`walletIcon`);
//  6. for SCREAMING_CASE, an environment variable our code reads (`env.NAME`, `NAME: ...`);
//  7. the allow-list below (names that are not ours).
// Stricter checks where the prose is precise:
//  - after an export, a path is followed through the types: `useEmbeddedWallet().switchAccountType`
//    needs that member on the hook's result; the keys of an object passed to an exported function
//    (`createModal({ views })`) must be properties of one of its parameters;
//  - "`x` from|of|in `@portico/p`" needs x to be an export of that very entry point;
//  - "`createX()` ... in `adapters`" needs createX to return a plug-in createPortico accepts.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import ts from 'typescript'
import { createSourceProgram } from './sourceProgram.js'
import { publishedPackages, workspacePackages } from './workspacePackages.js'

/**
 * Names that are not ours, each with why. A root listed here also covers what follows it
 * (`window.ethereum`, `expect.poll`, `Intl.NumberFormat`).
 */
export const NOT_OURS: Readonly<Record<string, string>> = {
  AbortSignal: 'the platform (DOM and Node) cancellation signal',
  Intl: 'the JavaScript internationalisation API',
  window: 'the browser page',
  expect: "Vitest's assertions (docs/testing.md)",
  useSyncExternalStore: 'React',
  Activity: "React 19's <Activity>",
  // What test-chains' local Solana runtime answers: Solana's JSON-RPC methods and result fields.
  getSignaturesForAddress: "a Solana JSON-RPC method",
  getTransaction: 'a Solana JSON-RPC method',
  signatureSubscribe: 'a Solana JSON-RPC subscription',
  preBalances: "a field of Solana's getTransaction result",
  postBalances: "a field of Solana's getTransaction result",
  preTokenBalances: "a field of Solana's getTransaction result",
  postTokenBalances: "a field of Solana's getTransaction result",
  getX: 'a placeholder for any read (getAccount, getBalance, ...)',
  watchX: 'a placeholder for any subscription (watchAccount, ...)',
  action: 'a placeholder: `action(client, params)` stands for every action',
}

/** Generated or installed folders: named by the docs, never committed. */
const GENERATED_DIRS = new Set(['dist', 'styled-system', 'node_modules', 'coverage', 'test-results', '.tmp', '.turbo'])
const SKIPPED_DIRS = new Set([...GENERATED_DIRS, '.git'])
/** How far below an export its members are followed (`platform.clock.advanceAsync` is three). */
const MEMBER_DEPTH = 4

// ---------------------------------------------------------------------------------------------
// Markdown

export interface Span {
  /** Repository-relative path of the page. */
  file: string
  line: number
  text: string
  /** `inline` for `code` in prose, `sh` for a line of a ```sh block. */
  source: 'inline' | 'sh'
  /** The paragraph (or table) the span sits in, and where the span (backticks included) ends in it. */
  paragraph: string
  end: number
}

/** The pages to check: every README.md in the repository and every page under docs/. */
export function findDocs(repoRoot: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue
      const relative = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(relative)
      else if (entry.name === 'README.md' || (/^docs\//.test(relative) && entry.name.endsWith('.md'))) found.push(relative)
    }
  }
  walk('')
  return found.sort()
}

/**
 * The READMEs of what a site installs, each to start with a Get started and an example: the root
 * README and every published workspace package's (a package without one is listed, and fails).
 */
export function packageReadmes(repoRoot: string): string[] {
  return ['README.md', ...publishedPackages(repoRoot).map((pkg) => `${pkg.dir}/README.md`)]
}

/** Inline code spans outside fenced blocks, and the lines of ```sh blocks, with their lines. */
export function extractSpans(file: string, markdown: string): Span[] {
  const spans: Span[] = []
  const lines = markdown.split('\n')
  let paragraph: { start: number; lines: string[] } | undefined
  const flush = () => {
    if (!paragraph) return
    const text = paragraph.lines.join('\n')
    for (const match of text.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) {
      let code = match[2]!.replace(/\n/g, ' ')
      // CommonMark: one space is stripped from each side when both are there (`` `a` ``).
      if (/^ .* $/.test(code) && code.trim() !== '') code = code.slice(1, -1)
      const line = paragraph.start + text.slice(0, match.index).split('\n').length - 1
      spans.push({ file, line, text: code, source: 'inline', paragraph: text, end: match.index + match[0].length })
    }
    paragraph = undefined
  }
  for (let index = 0; index < lines.length; index++) {
    const fence = /^\s*(```|~~~)\s*([\w-]*)/.exec(lines[index]!)
    if (fence) {
      flush()
      const language = fence[2]
      let end = index + 1
      while (end < lines.length && !lines[end]!.trimStart().startsWith(fence[1]!)) {
        if (language === 'sh' || language === 'bash') {
          const command = lines[end]!.replace(/\s+#.*$/, '').trim()
          if (command) spans.push({ file, line: end + 1, text: command, source: 'sh', paragraph: command, end: command.length })
        }
        end++
      }
      index = end
      continue
    }
    if (lines[index]!.trim() === '') flush()
    else (paragraph ??= { start: index + 1, lines: [] }).lines.push(lines[index]!)
  }
  flush()
  return spans
}

// ---------------------------------------------------------------------------------------------
// Which spans are identifiers

/** One step of a code reference: a name, maybe called; the object keys passed to the call. */
export interface Segment {
  name: string
  call: boolean
  keys: string[]
}

export type Identifier =
  | { kind: 'package'; name: string; subpath: string }
  | { kind: 'command'; commands: { script: string; workspace?: string }[]; files: string[] }
  | { kind: 'path'; path: string }
  | { kind: 'code'; segments: Segment[]; jsx?: { attributes: string[] } }

const NAME = '[A-Za-z_$][\\w$]*'
const CODE_SHAPED = /^(?:[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)$/

/** A name that reads as code on its own: camelCase with a capital inside, PascalCase or SCREAMING_CASE. */
export function isCodeShaped(name: string): boolean {
  return name.length > 1 && CODE_SHAPED.test(name)
}

/** What an inline-code span names, or undefined when it is not an identifier (prose, CSS, a URL...). */
export function classify(text: string, source: Span['source'] = 'inline'): Identifier | undefined {
  const trimmed = text.trim()
  const pkg = /^@portico\/([a-z0-9-]+)((?:\/[\w.-]+)*)$/.exec(trimmed)
  if (pkg) return { kind: 'package', name: `@portico/${pkg[1]}`, subpath: `.${pkg[2]}` }
  if (/^@[\w.-]+\/[\w.-]+$/.test(trimmed)) return undefined // another scope's npm package (@solana/web3.js)
  if (REVERSE_DNS.test(trimmed)) return undefined // a wallet id (io.portico.alpha)
  if (/^(?:[A-Z][A-Z0-9_]*=\S*\s+)*(?:npm|node) /.test(trimmed) || trimmed === 'npm test' || source === 'sh') return classifyCommand(trimmed)
  if (isRepositoryPath(trimmed)) return { kind: 'path', path: trimmed }
  return classifyCode(trimmed)
}

function classifyCommand(text: string): Identifier | undefined {
  const commands: { script: string; workspace?: string }[] = []
  const files: string[] = []
  for (const part of text.split(/&&|;/)) {
    const words = part.trim().split(/\s+/)
    while (/^[A-Z][A-Z0-9_]*=/.test(words[0] ?? '')) words.shift() // `DEVNET_PORTS=0,0 npm start ...`
    if (words[0] === 'node' && words[1] && !words[1].startsWith('-')) files.push(words[1])
    if (words[0] !== 'npm') continue
    const ws = words.findIndex((word) => word === '-w' || word === '--workspace')
    const workspace = ws >= 0 ? words[ws + 1] : words.find((word) => word.startsWith('--workspace='))?.slice('--workspace='.length)
    const verb = words[1]
    if (verb === 'run' || verb === 'run-script') {
      const script = words.slice(2).find((word, i, rest) => !word.startsWith('-') && rest[i - 1] !== '-w' && rest[i - 1] !== '--workspace')
      if (script) commands.push({ script, ...(workspace ? { workspace } : {}) })
    } else if (verb === 'test' || verb === 'start') commands.push({ script: verb, ...(workspace ? { workspace } : {}) })
  }
  return commands.length || files.length ? { kind: 'command', commands, files } : undefined
}

const PATH_EXTENSION = /\.(?:ts|tsx|js|mjs|cjs|json|sol|md|html|css|png)$/
const REVERSE_DNS = /^(?:io|com|org|net|app|dev|xyz|me|so)\.[a-z0-9-]+(?:\.[a-z0-9-]+)+$/

function isRepositoryPath(text: string): boolean {
  if (/[\s{}<>*?=:'"(),[\]]/.test(text) || text.startsWith('/') || (text.startsWith('.') && !text.startsWith('.ci/'))) return false
  if (text.includes('/')) return /^[\w.@-]+(?:\/[\w.@-]+)*\/?$/.test(text)
  return PATH_EXTENSION.test(text)
}

function classifyCode(text: string): Identifier | undefined {
  // A JSX tag: `<PorticoModal views={{ ... }} />`, `<Activity>`.
  const jsx = new RegExp(`^<(${NAME})(\\s[\\s\\S]*?)?\\s*/?>$`).exec(text)
  if (jsx) {
    if (!/^[A-Z]/.test(jsx[1]!)) return undefined // a DOM or custom element: <style>, <portico-modal>
    const attributes = [...(jsx[2] ?? '').matchAll(new RegExp(`(?:^|\\s)(${NAME})=`, 'g'))].map((m) => m[1]!)
    return { kind: 'code', segments: [{ name: jsx[1]!, call: false, keys: [] }], jsx: { attributes } }
  }
  // `key: value`: the key (a name or a dotted path) is what is checked.
  const pair = new RegExp(`^(${NAME}(?:\\.${NAME})*): \\S`).exec(text)
  if (pair) return codeOf(parseChain(pair[1]!), true)
  const expression = text.replace(/^await\s+/, '').replace(/\.\*$/, '')
  return codeOf(parseChain(expression), false)
}

function codeOf(segments: Segment[] | undefined, isKey: boolean): Identifier | undefined {
  if (!segments || segments.length === 0) return undefined
  const [first] = segments
  // A lone lowercase word is prose unless it is called (`reload()`) or given a value (`debug: false`).
  if (segments.length === 1 && !first!.call && !isKey && !isCodeShaped(first!.name)) return undefined
  // JSON-RPC methods (`eth_chainId`, `personal_sign`) and Panda conditions (`_motionSafe`) are not ours.
  if (segments.some((segment) => /[a-z]_|^_/.test(segment.name))) return undefined
  return { kind: 'code', segments }
}

/** `a.b(c, { d }).e` as segments, read with the TypeScript parser; undefined for anything else. */
export function parseChain(expression: string): Segment[] | undefined {
  const text = `(${expression})`
  if (ts.transpileModule(text, { reportDiagnostics: true }).diagnostics?.length) return undefined // not an expression
  const file = ts.createSourceFile('span.ts', text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS)
  const statement = file.statements[0]
  if (file.statements.length !== 1 || !statement || !ts.isExpressionStatement(statement) || !ts.isParenthesizedExpression(statement.expression)) return undefined
  const segments: Segment[] = []
  const walk = (node: ts.Expression): boolean => {
    if (ts.isIdentifier(node)) {
      segments.push({ name: node.text, call: false, keys: [] })
      return true
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name)) {
      if (!walk(node.expression)) return false
      segments.push({ name: node.name.text, call: false, keys: [] })
      return true
    }
    if (ts.isCallExpression(node)) {
      if (!walk(node.expression)) return false
      const last = segments[segments.length - 1]!
      last.call = true
      for (const argument of node.arguments) {
        if (!ts.isObjectLiteralExpression(argument)) continue
        for (const property of argument.properties) {
          if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) last.keys.push(property.name.text)
        }
      }
      return true
    }
    return false
  }
  return walk(statement.expression.expression) ? segments : undefined
}

// ---------------------------------------------------------------------------------------------
// What the packages offer, read from their source

export interface WorkspacePackage {
  name: string
  /** Repository-relative folder. */
  dir: string
  scripts: string[]
  /** package.json "exports" subpaths ('.', './testing', './styles.css', ...). */
  subpaths: string[]
  /** Subpath -> repository-relative TypeScript entry (the `@portico/source` condition). */
  entries: Record<string, string>
}

export interface ApiIndex {
  packages: Map<string, WorkspacePackage>
  rootScripts: string[]
  /** Every export name -> the entry points (`@portico/core/testing`) that export it. */
  exports: Map<string, Set<string>>
  /** Entry point -> its export symbols. */
  entrySymbols: Map<string, Map<string, ts.Symbol>>
  optionKeys: Set<string>
  /** Option keys whose value is one of the option interfaces: paths under them resolve strictly. */
  strictOptionRoots: Set<string>
  members: Set<string>
  literals: Set<string>
  contractNames: Set<string>
  checker: ts.TypeChecker
  optionsType: ts.Type | undefined
  pluginType: ts.Type | undefined
  /** Environment variables our code reads or hands on. */
  envNames: Set<string>
  /** Recipe names of the Panda configurations (`walletIcon`): a skin's styling API. */
  recipeNames: Set<string>
  /** Every file of the repository but generated and installed ones, repository-relative. */
  files: string[]
}

type ExportTarget = string | { [condition: string]: ExportTarget }

function readPackages(repoRoot: string): Map<string, WorkspacePackage> {
  const packages = new Map<string, WorkspacePackage>()
  for (const { dir, manifest } of workspacePackages(repoRoot)) {
    const json = manifest as {
      name: string
      scripts?: Record<string, string>
      exports?: Record<string, ExportTarget>
    }
    const exportsMap = json.exports ?? {}
    const entries: Record<string, string> = {}
    for (const [subpath, target] of Object.entries(exportsMap)) {
      const source = typeof target === 'string' ? target : (target['@portico/source'] ?? target.default)
      if (typeof source === 'string' && /\.tsx?$/.test(source)) entries[subpath] = path.posix.join(dir, source)
    }
    packages.set(json.name, { name: json.name, dir, scripts: Object.keys(json.scripts ?? {}), subpaths: Object.keys(exportsMap), entries })
  }
  return packages
}

/** Every file of the repository but generated and installed ones, repository-relative. */
function listFiles(repoRoot: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue
      const relative = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(relative)
      else files.push(relative)
    }
  }
  walk('')
  return files
}

const entryName = (pkg: string, subpath: string) => (subpath === '.' ? pkg : `${pkg}/${subpath.slice(2)}`)

/** Reads every `@portico/*` entry point with the TypeScript compiler and lists what it offers. */
export function buildApiIndex(repoRoot: string): ApiIndex {
  const packages = readPackages(repoRoot)
  const entryFiles = [...packages.values()].flatMap((pkg) => Object.values(pkg.entries))
  const program = createSourceProgram(repoRoot, entryFiles)
  const checker = program.getTypeChecker()
  const ours = (declaration: ts.Declaration) => {
    const file = path.resolve(declaration.getSourceFile().fileName)
    return file.startsWith(path.resolve(repoRoot) + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`)
  }

  const exports = new Map<string, Set<string>>()
  const entrySymbols = new Map<string, Map<string, ts.Symbol>>()
  for (const pkg of packages.values()) {
    for (const [subpath, file] of Object.entries(pkg.entries)) {
      const source = program.getSourceFile(path.join(repoRoot, file))
      const moduleSymbol = source && checker.getSymbolAtLocation(source)
      if (!moduleSymbol) throw new Error(`${file} (${entryName(pkg.name, subpath)}) is not a module the compiler could read`)
      const symbols = new Map<string, ts.Symbol>()
      for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
        symbols.set(symbol.getName(), symbol)
        let where = exports.get(symbol.getName())
        if (!where) exports.set(symbol.getName(), (where = new Set()))
        where.add(entryName(pkg.name, subpath))
      }
      entrySymbols.set(entryName(pkg.name, subpath), symbols)
    }
  }

  // Members and string literals reachable from the exports, through our own declarations.
  const members = new Set<string>()
  const literals = new Set<string>()
  const shallowest = new Map<ts.Type, number>()
  const visit = (type: ts.Type, depth: number) => {
    if (depth > MEMBER_DEPTH || (shallowest.get(type) ?? Infinity) <= depth) return
    shallowest.set(type, depth)
    if (type.isStringLiteral()) literals.add(type.value)
    if (type.isUnionOrIntersection()) for (const part of type.types) visit(part, depth)
    if (type.flags & ts.TypeFlags.Object) {
      if ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) {
        for (const argument of checker.getTypeArguments(type as ts.TypeReference)) visit(argument, depth + 1)
      }
      for (const info of checker.getIndexInfosOfType(type)) visit(info.type, depth + 1)
      for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
        for (const parameter of signature.getParameters()) visit(typeOfSymbol(parameter), depth)
        visit(signature.getReturnType(), depth)
      }
      for (const property of checker.getPropertiesOfType(type)) {
        if (!(property.declarations ?? []).some(ours)) continue
        members.add(property.getName())
        visit(typeOfSymbol(property), depth + 1)
      }
    }
  }
  const typeOfSymbol = (symbol: ts.Symbol): ts.Type => {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0]
    return declaration ? checker.getTypeOfSymbolAtLocation(symbol, declaration) : checker.getTypeOfSymbol(symbol)
  }
  for (const symbols of entrySymbols.values()) {
    for (const symbol of symbols.values()) for (const type of typesOfExport(checker, symbol)) visit(type, 0)
  }

  // createPortico's options, and the plug-in type of its `adapters`.
  let optionsType: ts.Type | undefined
  let pluginType: ts.Type | undefined
  const optionKeys = new Set<string>()
  const strictOptionRoots = new Set<string>()
  const createPortico = [...entrySymbols.values()].map((symbols) => symbols.get('createPortico')).find(Boolean)
  if (createPortico) {
    const [signature] = typesOfExport(checker, createPortico)[0]?.getCallSignatures() ?? []
    const parameter = signature?.getParameters()[0]
    if (parameter) {
      optionsType = typeOfSymbol(parameter)
      const optionsFile = optionsType.getSymbol()?.declarations?.[0]?.getSourceFile().fileName
      const keysOf = (type: ts.Type, depth: number) => {
        for (const property of checker.getPropertiesOfType(checker.getNonNullableType(type))) {
          optionKeys.add(property.getName())
          const valueType = checker.getNonNullableType(typeOfSymbol(property))
          if (depth === 0 && valueType.getCallSignatures().length === 0) {
            const fromOptionsFile = checker
              .getPropertiesOfType(valueType)
              .every((inner) => (inner.declarations ?? []).every((d) => d.getSourceFile().fileName === optionsFile))
            if (fromOptionsFile && checker.getPropertiesOfType(valueType).length > 0 && !checker.isArrayLikeType(valueType)) {
              strictOptionRoots.add(property.getName())
              keysOf(valueType, depth + 1)
            }
          }
        }
      }
      keysOf(optionsType, 0)
      const adapters = checker.getPropertyOfType(optionsType, 'adapters')
      const adaptersType = adapters && checker.getNonNullableType(typeOfSymbol(adapters))
      pluginType = adaptersType && checker.getIndexTypeOfType(adaptersType, ts.IndexKind.Number)
    }
  }

  // Our Solidity contracts: their names and ABI entries.
  const contractNames = new Set<string>()
  const files = listFiles(repoRoot)
  for (const file of files.filter((f) => /\/contracts\/[^/]+\.json$/.test(f))) {
    const artifact = JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as { contractName?: string; abi?: { name?: string }[] }
    if (!artifact.contractName || !Array.isArray(artifact.abi)) continue
    contractNames.add(artifact.contractName)
    for (const entry of artifact.abi) if (entry.name) contractNames.add(entry.name)
  }

  // Environment variables our code reads or hands on: `env.NAME`, `env['NAME']`, `NAME: value` (not tests).
  const envNames = new Set<string>()
  for (const file of files.filter((f) => /\.(?:ts|tsx|js|mjs)$/.test(f) && !/\.test\.tsx?$|(^|\/)node_modules\//.test(f))) {
    if (!existsSync(path.join(repoRoot, file))) continue
    const text = readFileSync(path.join(repoRoot, file), 'utf8')
    for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])|^\s*([A-Z][A-Z0-9]*_[A-Z0-9_]+):/gm)) {
      envNames.add(match[1] ?? match[2] ?? match[3]!)
    }
  }

  // The recipes of our Panda configurations (`recipes: { walletIcon: ... }`, `slotRecipes: { ... }`).
  const recipeNames = new Set<string>()
  for (const file of files.filter((f) => /(^|\/)panda\.config\.ts$/.test(f))) {
    const source = ts.createSourceFile(file, readFileSync(path.join(repoRoot, file), 'utf8'), ts.ScriptTarget.ES2022, true)
    const visitNode = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && /^(slotRecipes|recipes)$/.test(node.name.text) && ts.isObjectLiteralExpression(node.initializer)) {
        for (const property of node.initializer.properties) if (property.name && ts.isIdentifier(property.name)) recipeNames.add(property.name.text)
      }
      ts.forEachChild(node, visitNode)
    }
    visitNode(source)
  }

  const rootScripts = Object.keys((JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts?: object }).scripts ?? {})
  return { packages, rootScripts, exports, entrySymbols, optionKeys, strictOptionRoots, members, literals, contractNames, checker, optionsType, pluginType, envNames, recipeNames, files }
}

/** The type(s) an export stands for: its value's type, and the declared type of a type export. */
function typesOfExport(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Type[] {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  const types: ts.Type[] = []
  if (target.flags & ts.SymbolFlags.Value) types.push(checker.getTypeOfSymbol(target))
  if (target.flags & (ts.SymbolFlags.Type | ts.SymbolFlags.Class)) types.push(checker.getDeclaredTypeOfSymbol(target))
  return types
}

// ---------------------------------------------------------------------------------------------
// The check

export interface Problem {
  file: string
  line: number
  span: string
  message: string
}

export function format(problem: Problem): string {
  return `${problem.file}:${problem.line}: \`${problem.span}\`: ${problem.message}`
}

/** Names the page's own code blocks declare, or import from outside Portico. */
export function localNames(markdown: string): Set<string> {
  const names = new Set<string>()
  for (const block of markdown.matchAll(/^```(?:ts|tsx)\s*\n([\s\S]*?)^```/gm)) {
    const file = ts.createSourceFile('block.tsx', block[1]!, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX)
    const bind = (name: ts.BindingName) => {
      if (ts.isIdentifier(name)) names.add(name.text)
      else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name)
    }
    for (const statement of file.statements) {
      if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) names.add(statement.name.text)
      if (ts.isVariableStatement(statement)) for (const declaration of statement.declarationList.declarations) bind(declaration.name)
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && !statement.moduleSpecifier.text.startsWith('@portico/')) {
        const clause = statement.importClause
        if (clause?.name) names.add(clause.name.text)
        if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) for (const element of clause.namedBindings.elements) names.add(element.name.text)
      }
    }
  }
  return names
}

export function checkDocs(repoRoot: string, index: ApiIndex, files: readonly string[]): Problem[] {
  const problems: Problem[] = []
  for (const file of files) {
    const markdown = readFileSync(path.join(repoRoot, file), 'utf8')
    const locals = localNames(markdown)
    const ownPackage = owningPackage(index, file)
    for (const span of extractSpans(file, markdown)) {
      const identifier = classify(span.text, span.source)
      if (!identifier) continue
      const report = (message: string) => problems.push({ file, line: span.line, span: span.text, message })
      switch (identifier.kind) {
        case 'package':
          checkPackage(index, identifier, report)
          break
        case 'command':
          checkCommand(repoRoot, index, file, ownPackage, identifier, report)
          break
        case 'path':
          checkPath(repoRoot, index, file, identifier.path, report, ownPackage)
          break
        case 'code':
          if (checkCode(index, locals, identifier, report) && span.source === 'inline') checkClaims(index, span, identifier, report)
          break
      }
    }
  }
  return problems
}

function owningPackage(index: ApiIndex, file: string): WorkspacePackage | undefined {
  return [...index.packages.values()].find((pkg) => file.startsWith(`${pkg.dir}/`))
}

function checkPackage(index: ApiIndex, identifier: Extract<Identifier, { kind: 'package' }>, report: (message: string) => void) {
  const pkg = index.packages.get(identifier.name)
  if (!pkg) return report(`${identifier.name} is not a workspace package (${[...index.packages.keys()].join(', ')})`)
  if (identifier.subpath !== '.' && !pkg.subpaths.includes(identifier.subpath)) {
    report(`${identifier.name} has no "${identifier.subpath}" in its package.json "exports" (${pkg.subpaths.join(', ')})`)
  }
}

function checkCommand(
  repoRoot: string,
  index: ApiIndex,
  file: string,
  ownPackage: WorkspacePackage | undefined,
  identifier: Extract<Identifier, { kind: 'command' }>,
  report: (message: string) => void,
) {
  for (const { script, workspace } of identifier.commands) {
    if (workspace) {
      const pkg = index.packages.get(workspace) ?? [...index.packages.values()].find((p) => p.dir === workspace.replace(/\/$/, ''))
      if (!pkg) report(`npm workspace ${workspace} does not exist`)
      else if (!pkg.scripts.includes(script)) report(`${pkg.name} has no "${script}" script (${pkg.scripts.join(', ')})`)
      continue
    }
    const scripts = new Set([...index.rootScripts, ...(ownPackage?.scripts ?? [])])
    if (!scripts.has(script)) report(`no "${script}" script in package.json${ownPackage ? ` (root or ${ownPackage.name})` : ''}`)
  }
  for (const target of identifier.files) checkPath(repoRoot, index, file, target, report)
}

function checkPath(repoRoot: string, index: ApiIndex, file: string, target: string, report: (message: string) => void, ownPackage?: WorkspacePackage) {
  const clean = target.replace(/\/$/, '')
  if (clean.split('/').some((part) => GENERATED_DIRS.has(part))) return
  const here = path.posix.dirname(file)
  if (clean.includes('/')) {
    if ([path.posix.join(here, clean), clean].some((candidate) => existsSync(path.join(repoRoot, candidate)))) return
    return report(`no such file or folder (from ${here === '.' ? 'the repository root' : `${here}/ or the repository root`})`)
  }
  if (existsSync(path.join(repoRoot, here, clean)) || existsSync(path.join(repoRoot, clean))) return
  if (index.files.some((tracked) => tracked === clean || tracked.endsWith(`/${clean}`))) return
  // A file the page's package builds and exports (`styles.css` of the skin).
  if (ownPackage?.subpaths.includes(`./${clean}`)) return
  report('no file of that name in the repository')
}

/** True when a single name is none of the things a code name may be. */
function unknownName(index: ApiIndex, locals: Set<string>, name: string): boolean {
  return !(
    index.exports.has(name) ||
    index.optionKeys.has(name) ||
    index.members.has(name) ||
    index.literals.has(name) ||
    locals.has(name) ||
    index.contractNames.has(name) ||
    index.envNames.has(name) ||
    index.recipeNames.has(name) ||
    name in NOT_OURS
  )
}

function exportSymbol(index: ApiIndex, name: string): ts.Symbol | undefined {
  for (const symbols of index.entrySymbols.values()) {
    const symbol = symbols.get(name)
    if (symbol) return symbol
  }
  return undefined
}

/** The types a path's next step is looked up on, after `segment` (its result, when called). */
function stepTypes(checker: ts.TypeChecker, types: ts.Type[], segment: Segment): ts.Type[] {
  if (!segment.call) return types
  return types.flatMap((type) => type.getCallSignatures().map((signature) => checker.getAwaitedType(signature.getReturnType()) ?? signature.getReturnType()))
}

const isOpen = (type: ts.Type) => (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0

/** Checks a code reference; false when its first name is unknown (nothing more to say about it). */
function checkCode(index: ApiIndex, locals: Set<string>, identifier: Extract<Identifier, { kind: 'code' }>, report: (message: string) => void): boolean {
  const [root, ...rest] = identifier.segments
  if (!root || root.name in NOT_OURS) return false
  const rootChecked = isCodeShaped(root.name) || root.call || identifier.segments.length === 1
  if (rootChecked && unknownName(index, locals, root.name)) {
    report(`${root.name} is not an export of any @portico/* entry point, an option of createPortico, a member of their types, or a name this page declares`)
    return false
  }
  followPath(index, root, rest, identifier.jsx, report)
  return true
}

function followPath(index: ApiIndex, root: Segment, rest: Segment[], jsx: { attributes: string[] } | undefined, report: (message: string) => void) {
  const { checker } = index

  // Strict: follow the path through the types from an export, or from an option interface.
  let types: ts.Type[] | undefined
  const symbol = exportSymbol(index, root.name)
  if (symbol) types = typesOfExport(checker, symbol)
  else if (index.optionsType && index.strictOptionRoots.has(root.name) && rest.length > 0) {
    const option = checker.getPropertyOfType(index.optionsType, root.name)
    types = option ? [checker.getNonNullableType(checker.getTypeOfSymbol(option))] : undefined
  }
  if (types) return followTypes(checker, root, rest, types, jsx, report)
  // Loose: a path rooted at a local name (`tab.openTab()`): each later step is a member of our types.
  for (const segment of rest) {
    if (!index.members.has(segment.name) && !index.optionKeys.has(segment.name) && !index.literals.has(segment.name)) {
      return report(`${segment.name} is not a member of any @portico/* type`)
    }
  }
}

/** Follows `root.a().b` through the types, from the root's: each step is a member of the step before. */
function followTypes(
  checker: ts.TypeChecker,
  root: Segment,
  rest: Segment[],
  rootTypes: ts.Type[],
  jsx: { attributes: string[] } | undefined,
  report: (message: string) => void,
) {
  checkKeys(checker, root, rootTypes, report)
  if (jsx) checkKeys(checker, { ...root, call: true, keys: jsx.attributes }, rootTypes, report)
  let types: ts.Type[] = rootTypes
  let previous: Segment = root
  for (const segment of rest) {
    const onTypes: ts.Type[] = stepTypes(checker, types, previous).map((type) => checker.getApparentType(checker.getNonNullableType(type)))
    if (onTypes.length === 0 || onTypes.some(isOpen)) return
    const found: ts.Symbol[] = onTypes.flatMap((type) => checker.getPropertyOfType(type, segment.name) ?? [])
    if (found.length === 0) return report(`${previous.name}${previous.call ? '()' : ''} has no member ${segment.name}`)
    types = found.map((property) => checker.getNonNullableType(checker.getTypeOfSymbol(property)))
    checkKeys(checker, segment, types, report)
    previous = segment
  }
}

/** The keys of an object passed to a call must be properties of one of the function's parameters. */
function checkKeys(checker: ts.TypeChecker, segment: Segment, types: ts.Type[], report: (message: string) => void) {
  if (!segment.call || segment.keys.length === 0) return
  const parameterTypes = types
    .flatMap((type) => type.getCallSignatures())
    .flatMap((signature) => signature.getParameters())
    .flatMap((parameter) => {
      const type = checker.getTypeOfSymbolAtLocation(parameter, parameter.valueDeclaration ?? parameter.declarations![0]!)
      // `(...args: [client, params])`, as a wrapper such as publicAction types its function.
      return checker.isTupleType(type) ? checker.getTypeArguments(type as ts.TypeReference) : [type]
    })
    .map((type) => checker.getNonNullableType(type))
  if (parameterTypes.length === 0 || parameterTypes.some(isOpen)) return
  for (const key of segment.keys) {
    if (!parameterTypes.some((type) => checker.getPropertyOfType(checker.getApparentType(type), key))) {
      report(`${segment.name}() takes no option ${key}`)
    }
  }
}

/** The prose's claims about where a name lives and what it is for. */
function checkClaims(index: ApiIndex, span: Span, identifier: Extract<Identifier, { kind: 'code' }>, report: (message: string) => void) {
  const [root] = identifier.segments
  if (!root || !isCodeShaped(root.name) || root.name in NOT_OURS) return
  const after = span.paragraph.slice(span.end)
  // "`x` from|of|in `@portico/p`": x is an export of that very entry point.
  const attributed = /^\s+(?:from|of|in)\s+`(@portico\/[^`]+)`/.exec(after)
  if (attributed) {
    const entry = attributed[1]!
    const symbols = index.entrySymbols.get(entry)
    if (symbols && !symbols.has(root.name)) {
      const elsewhere = [...(index.exports.get(root.name) ?? [])]
      report(`${root.name} is not exported by ${entry}${elsewhere.length ? ` (it is by ${elsewhere.join(', ')})` : ''}`)
    }
  }
  // "`createX()` [from `@portico/p`] in `adapters`": what createX returns is a plug-in.
  if (/^(?:\s+(?:from|of)\s+`@portico\/[^`]+`)?\s+in\s+`adapters`/.test(after) && index.pluginType) {
    const symbol = exportSymbol(index, root.name)
    if (!symbol) return
    const returns = typesOfExport(index.checker, symbol)
      .flatMap((type) => type.getCallSignatures())
      .map((signature) => signature.getReturnType())
    if (returns.length > 0 && !returns.some((type) => index.checker.isTypeAssignableTo(type, index.pluginType!))) {
      report(`${root.name}() does not return a plug-in for \`adapters\` (createPortico's adapters take ${index.checker.typeToString(index.pluginType)})`)
    }
  }
}
