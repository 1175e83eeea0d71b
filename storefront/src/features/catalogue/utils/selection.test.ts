import { describe, expect, it } from 'vitest'

import { chooseSize, codePlaceholder, completeSelection, hasGeneralSizeOnly, initialSelection, parseQuantity } from './selection'

const sized = {
  variants: [
    { size: '2-0', codes: [{ shortCode: 'A1', originalPrice: 10, discountedPrice: 9 }] },
    { size: '3-0', codes: [{ shortCode: 'B1', originalPrice: 12, discountedPrice: 11 }] },
  ],
}
const general = { variants: [{ size: 'General', codes: [{ shortCode: 'G1', originalPrice: 5, discountedPrice: 4 }] }] }

describe('product selection', () => {
  it('starts with quantity 1 and no size, or the General size for one-size products', () => {
    expect(initialSelection(sized)).toEqual({ size: '', code: '', quantity: '1' })
    expect(initialSelection(general)).toEqual({ size: 'General', code: '', quantity: '1' })
  })

  it('resets the chosen code when the size changes', () => {
    expect(chooseSize({ size: '2-0', code: 'A1', quantity: '3' }, '3-0')).toEqual({ size: '3-0', code: '', quantity: '3' })
  })

  it("hides the size selector for 'General' and asks to 'Select size' in the code selector", () => {
    expect(hasGeneralSizeOnly(general)).toBe(true)
    expect(hasGeneralSizeOnly(sized)).toBe(false)
    expect(codePlaceholder(general)).toBe('Select size')
    expect(codePlaceholder(sized)).toBe('Select code')
  })

  it('needs quantity, size and code, with the code belonging to the size', () => {
    expect(completeSelection(sized, { size: '2-0', code: 'A1', quantity: '2' })).toEqual({ size: '2-0', code: 'A1', quantity: 2 })
    expect(completeSelection(sized, { size: '2-0', code: '', quantity: '2' })).toBeNull()
    expect(completeSelection(sized, { size: '', code: 'A1', quantity: '2' })).toBeNull()
    expect(completeSelection(sized, { size: '2-0', code: 'B1', quantity: '2' })).toBeNull()
    expect(completeSelection(sized, { size: '2-0', code: 'A1', quantity: '' })).toBeNull()
  })

  it('reads the free-text quantity as a positive whole number', () => {
    expect(parseQuantity(' 12 ')).toBe(12)
    expect(parseQuantity('0')).toBeNull()
    expect(parseQuantity('1.5')).toBeNull()
    expect(parseQuantity('two')).toBeNull()
  })
})
