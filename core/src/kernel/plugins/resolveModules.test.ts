import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defineModule, type PorticoModule } from './porticoModule.js'
import { definePlugin } from './porticoPlugin.js'
import { MAX_PLUGIN_MODULES, modulesProblem, resolveModules } from './resolveModules.js'

const core: readonly PorticoModule[] = [
  defineModule({ id: 'connection', views: ['Connect', 'ConnectingExternal'] }),
  defineModule({ id: 'network', views: ['Networks'] }),
]

describe('resolveModules', () => {
  it("registers core's modules first, then each plug-in's in order, and offers the union of their views", () => {
    const send = defineModule({ id: 'send', views: ['WalletSend', 'Networks'] })
    const swap = defineModule({ id: 'swap', views: ['Swap'] })
    const { modules, offered } = resolveModules(core, [definePlugin({ modules: [send] }), definePlugin({ modules: [swap] })])
    expect(modules.map((module) => module.id)).toEqual(['connection', 'network', 'send', 'swap'])
    expect([...offered].sort()).toEqual(['Connect', 'ConnectingExternal', 'Networks', 'Swap', 'WalletSend'])
  })

  it("refuses a second module with an id already registered, core's own included", () => {
    expect(() => resolveModules(core, [definePlugin({ modules: [defineModule({ id: 'network' })] })])).toThrow(
      'Invalid option `adapters`: more than one module with id network',
    )
    const twice = defineModule({ id: 'send' })
    expect(() => resolveModules(core, [definePlugin({ modules: [twice] }), definePlugin({ modules: [twice] })])).toThrow(/id send/)
  })
})

describe('modulesProblem (what a plug-in brings as `modules`)', () => {
  it('accepts modules of the contract', () => {
    expect(modulesProblem([])).toBeUndefined()
    expect(modulesProblem([{ id: 'send', views: ['WalletSend'], react: () => () => {} }, { id: 'x-2' }])).toBeUndefined()
  })

  it.each([
    ['not an array', { id: 'send' }, /array of modules/],
    ['too many', Array.from({ length: MAX_PLUGIN_MODULES + 1 }, (_, index) => ({ id: `m${index}` })), /at most 16/],
    ['a module that is not an object', [null], /module object/],
    ['an id with capitals', [{ id: 'Send' }], /module id/],
    ['an empty id', [{ id: '' }], /module id/],
    ['an id that is a number', [{ id: 7 }], /module id/],
    ['react that is not a function', [{ id: 'send', react: 'go' }], /`react` to be a function/],
    ['views that are not a list', [{ id: 'send', views: 'WalletSend' }], /array of view names/],
    ['a view the modal does not have', [{ id: 'send', views: ['Checkout'] }], /"Checkout" is not a view/],
    ['a view that is not a string', [{ id: 'send', views: [{ toString: (): string => 'Account' }] }], /is not a view/],
  ])('refuses %s', (_, value, message) => {
    expect(modulesProblem(value)).toMatch(message)
  })

  it('never throws, whatever it is given, and answers a string or nothing', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (value) => {
        const problem = modulesProblem(value)
        expect(problem === undefined || typeof problem === 'string').toBe(true)
      }),
    )
  })
})
