// One TypeScript program over the packages' source entry points, as the tooling tests read them
// (the public exports' snapshot and the README name check): workspace packages resolve through the
// `@portico/source` condition, with the DOM library a site compiles against.
import * as path from 'node:path'
import ts from 'typescript'

export function createSourceProgram(repoRoot: string, files: readonly string[]): ts.Program {
  return ts.createProgram({
    rootNames: files.map((file) => path.join(repoRoot, file)),
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      customConditions: ['@portico/source'],
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      resolveJsonModule: true,
    },
  })
}
