import { describe, expect, test } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  test('shows 3 decimals and the symbol', () => {
    expect(formatBalance('10000.0', 'ETH')).toBe('10000.000 ETH')
    expect(formatBalance('42.125', 'ETH')).toBe('42.125 ETH')
    expect(formatBalance('1', 'SOL')).toBe('1.000 SOL')
  })

  test('cuts extra decimals instead of rounding up', () => {
    expect(formatBalance('0.99999', 'ETH')).toBe('0.999 ETH')
  })

  test('keeps every digit of large balances', () => {
    expect(formatBalance('123456789012345678901234.5678')).toBe('123456789012345678901234.567')
  })

  test('normalizes leading zeros and a negative zero', () => {
    expect(formatBalance('007.5')).toBe('7.500')
    expect(formatBalance('.5')).toBe('0.500')
    expect(formatBalance('-0.0001')).toBe('0.000')
  })

  test('shows text that is not a decimal number as it is', () => {
    expect(formatBalance('n/a', 'ETH')).toBe('n/a ETH')
    expect(formatBalance('')).toBe('')
  })
})
