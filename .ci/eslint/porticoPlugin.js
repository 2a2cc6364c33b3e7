// Small lint rules for DESIGN.md's rules that ESLint's own do not cover. Two finish what
// `no-restricted-imports` starts (it sees only static `import ... from` and `export ... from`):
// - `no-restricted-dynamic-imports` applies the same `{ regex, message }` patterns to `import('x')`,
//   since heavy SDKs and optional features are loaded that way.
// - `no-relative-escape` forbids a relative import that leaves its workspace package
//   (`../../react-headless/src/...` from core), which no package-name pattern can see.
// Two more keep core's shape:
// - `no-peer-imports` forbids a file of one kind (a path pattern) to import another of that kind
//   (controllers never import each other, wherever their module keeps them), type imports included.
// - `module-boundaries` lets the kernel and a core module reach another module only through its
//   index.ts (or lazy.ts by import()), and keeps exports/ and testing/ out of the modules.
// - `no-module-state` forbids top-level `let`/`var` and module-scope Map/Set/WeakMap/WeakSet.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Folders whose children are packages (`adapters/evm`); any other top-level folder is one package (`core`). */
const PACKAGE_GROUPS = new Set(['adapters', 'skins', 'playground'])

/** The workspace package folder that holds `file`, or undefined outside the workspace packages. */
function packageRootOf(file) {
  const relative = path.relative(repoRoot, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined
  const [first, second] = relative.split(path.sep)
  if (first === undefined || second === undefined) return undefined
  return PACKAGE_GROUPS.has(first) ? path.join(repoRoot, first, second) : path.join(repoRoot, first)
}

/** The literal source of an import-like node, or undefined when it is computed. */
function literalSource(node) {
  if (!node) return undefined
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined
  return undefined
}

/**
 * Calls `check(sourceNode, sourceText)` for every import, re-export and dynamic import in a file,
 * and every type written as `import('x').Name`.
 */
function visitImportSources(check) {
  const visit = (node) => {
    const text = literalSource(node.source)
    if (text !== undefined) check(node.source, text)
  }
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
    TSImportType(node) {
      // typescript-eslint 8 names the specifier `source`; older versions wrap it in `argument`.
      const source = node.source ?? node.argument?.literal
      const text = literalSource(source)
      if (text !== undefined) check(source, text)
    },
  }
}

/** `file` without its extension, to compare a module with an import of it (`./a.js` is `a.ts`). */
const withoutExtension = (file) => file.slice(0, file.length - path.extname(file).length)

const noRestrictedDynamicImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Apply no-restricted-imports regex patterns to dynamic import()' },
    schema: [
      {
        type: 'object',
        properties: {
          patterns: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                regex: { type: 'string' },
                message: { type: 'string' },
                caseSensitive: { type: 'boolean' },
              },
              required: ['regex'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      restricted: "'{{source}}' dynamic import is restricted from being used by a pattern. {{message}}",
    },
  },
  create(context) {
    const patterns = (context.options[0]?.patterns ?? []).map((p) => ({
      matcher: new RegExp(p.regex, p.caseSensitive === false ? 'iu' : 'u'),
      message: p.message ?? '',
    }))
    return {
      ImportExpression(node) {
        const source = literalSource(node.source)
        if (source === undefined) return
        for (const { matcher, message } of patterns) {
          if (matcher.test(source)) {
            context.report({ node: node.source, messageId: 'restricted', data: { source, message } })
          }
        }
      },
    }
  },
}

const noRelativeEscape = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that leave the workspace package' },
    schema: [],
    messages: {
      escape:
        "'{{source}}' leaves the package folder '{{root}}'. Import another package by its name (@portico/...), never by a relative path.",
    },
  },
  create(context) {
    const file = context.filename
    const root = packageRootOf(file)
    if (root === undefined) return {}
    return visitImportSources((node, source) => {
      if (!source.startsWith('.')) return
      const target = path.resolve(path.dirname(file), source)
      const inside = path.relative(root, target)
      if (inside.startsWith('..') || path.isAbsolute(inside)) {
        context.report({ node, messageId: 'escape', data: { source, root: path.relative(repoRoot, root) } })
      }
    })
  },
}

const noPeerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a file of one kind (a path pattern) to import another file of the same kind' },
    schema: [
      {
        type: 'object',
        properties: {
          peers: {
            type: 'string',
            description: 'A regular expression over the repo-relative path without extension, e.g. ^core/src/.+Controller$',
          },
          message: { type: 'string' },
        },
        required: ['peers'],
        additionalProperties: false,
      },
    ],
    messages: {
      peer: "'{{source}}' is another file of the kind '{{peers}}'. {{message}}",
    },
  },
  create(context) {
    const { peers, message = '' } = context.options[0]
    const pattern = new RegExp(peers)
    const isPeer = (file) => pattern.test(withoutExtension(path.relative(repoRoot, file)).split(path.sep).join('/'))
    const file = context.filename
    if (!isPeer(file)) return {}
    return visitImportSources((node, source) => {
      if (!source.startsWith('.')) return
      const target = path.resolve(path.dirname(file), source)
      if (isPeer(target) && withoutExtension(target) !== withoutExtension(file)) {
        context.report({ node, messageId: 'peer', data: { source, peers, message } })
      }
    })
  },
}

/**
 * Core's floor plan (DESIGN.md v3): a module under `core/src/modules/<name>/` is a room with two
 * doors. Code outside it (the kernel, another module) imports only its `index.ts` (static and type
 * imports) or its `lazy.ts` (what loads by `import()`), never another of its files; and a module
 * never reaches into `exports/` or `testing/`, which sit on top of core.
 */
const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Reach another core module only through its index.ts (or lazy.ts for import())" },
    schema: [],
    messages: {
      door: "'{{source}}' is inside the module '{{module}}'. Import its public door instead: modules/{{module}}/index.js (or modules/{{module}}/lazy.js by import()).",
      above: "'{{source}}' is core's {{folder}}/, which sits on top of the modules: a module imports the kernel, its own folder and other modules' doors only.",
    },
  },
  create(context) {
    const core = path.join(repoRoot, 'core', 'src')
    const file = context.filename
    const inside = path.relative(core, file)
    if (inside.startsWith('..') || path.isAbsolute(inside)) return {}
    const [top, own] = inside.split(path.sep)
    if (top !== 'modules' && top !== 'kernel') return {}
    return visitImportSources((node, source) => {
      if (!source.startsWith('.')) return
      const target = path.relative(core, path.resolve(path.dirname(file), source)).split(path.sep)
      // modules/index.ts, the list of core's own modules, is the floor's door for the composition root.
      const builtinList = target.length === 2 && withoutExtension(target[1]) === 'index'
      if (target[0] === 'modules' && target.length > 1 && !builtinList && !(top === 'modules' && target[1] === own)) {
        const rest = withoutExtension(target.slice(2).join('/'))
        const dynamic = node.parent?.type === 'ImportExpression'
        if (!(rest === 'index' || (dynamic && rest === 'lazy'))) {
          context.report({ node, messageId: 'door', data: { source, module: target[1] } })
        }
      }
      if (top === 'modules' && (target[0] === 'exports' || target[0] === 'testing')) {
        context.report({ node, messageId: 'above', data: { source, folder: target[0] } })
      }
    })
  },
}

/** Constructors whose instances, created at module scope, are state every importer shares. */
const COLLECTIONS = ['Map', 'Set', 'WeakMap', 'WeakSet']

/** The expression under TypeScript's `as`, `satisfies`, `!` and `<T>` wrappers. */
function unwrapTypeScript(node) {
  let current = node
  while (
    current &&
    ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSTypeAssertion'].includes(current.type)
  ) {
    current = current.expression
  }
  return current
}

const noModuleState = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid module-level state: top-level let/var and module-scope Map/Set/WeakMap/WeakSet' },
    schema: [],
    messages: {
      binding:
        "Top-level `{{kind}} {{name}}` is module-level state, shared by every client on the page (DESIGN.md, Core: no module-level state, not even a memo cache). Keep it in the function or the client that owns it; a value that never changes is a `const`. Exempt: tests, *.testkit.ts, src/testing/, test/.",
      collection:
        "`{{name}} = new {{collection}}(...)` at module scope is module-level state, shared by every client on the page (DESIGN.md, Core: no module-level state, not even a memo cache). Create it inside the function or the client that owns it; a fixed lookup table can be a readonly array or a frozen object. Exempt: tests, *.testkit.ts, src/testing/, test/.",
    },
  },
  create(context) {
    const nameOf = (declarator) =>
      declarator.id.type === 'Identifier' ? declarator.id.name : context.sourceCode.getText(declarator.id)
    const check = (declaration) => {
      if (declaration.declare) return
      for (const declarator of declaration.declarations) {
        if (declaration.kind === 'let' || declaration.kind === 'var') {
          context.report({ node: declarator, messageId: 'binding', data: { kind: declaration.kind, name: nameOf(declarator) } })
          continue
        }
        const init = unwrapTypeScript(declarator.init)
        if (init?.type === 'NewExpression' && init.callee.type === 'Identifier' && COLLECTIONS.includes(init.callee.name)) {
          context.report({ node: declarator, messageId: 'collection', data: { name: nameOf(declarator), collection: init.callee.name } })
        }
      }
    }
    return {
      'Program > VariableDeclaration': check,
      'Program > ExportNamedDeclaration > VariableDeclaration': check,
    }
  },
}

export default {
  meta: { name: 'portico' },
  rules: {
    'no-restricted-dynamic-imports': noRestrictedDynamicImports,
    'no-relative-escape': noRelativeEscape,
    'no-peer-imports': noPeerImports,
    'module-boundaries': moduleBoundaries,
    'no-module-state': noModuleState,
  },
}
