import { describe, expect, test } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  test('shows 3 decimals and the symbol, in English by default', () => {
    expect(formatBalance('10000.0', 'ETH')).toBe('10,000.000 ETH')
    expect(formatBalance('42.125', 'ETH')).toBe('42.125 ETH')
    expect(formatBalance('1', 'SOL')).toBe('1.000 SOL')
  })

  test('uses the locale’s separators', () => {
    expect(formatBalance('10000.0', 'ETH', 'de')).toBe('10.000,000 ETH')
    expect(formatBalance('0.5', 'ETH', 'de')).toBe('0,500 ETH')
  })

  test('cuts extra decimals instead of rounding up', () => {
    expect(formatBalance('0.99999', 'ETH')).toBe('0.999 ETH')
    expect(formatBalance('9.9999', undefined, 'de')).toBe('9,999')
  })

  test('keeps every digit of large balances', () => {
    expect(formatBalance('123456789012345678901234.5678')).toBe('123,456,789,012,345,678,901,234.567')
  })

  test('normalizes leading zeros and a negative zero', () => {
    expect(formatBalance('007.5')).toBe('7.500')
    expect(formatBalance('.5')).toBe('0.500')
    expect(formatBalance('-0.0001')).toBe('0.000')
    expect(formatBalance('-2.5')).toBe('-2.500')
  })

  test('shows text that is not a decimal number as it is', () => {
    expect(formatBalance('n/a', 'ETH')).toBe('n/a ETH')
    expect(formatBalance('')).toBe('')
  })
})
