import { describe, expect, it } from 'vitest'

import {
  chooseCode,
  chooseSize,
  codePlaceholder,
  completeSelection,
  hasGeneralSizeOnly,
  initialSelection,
  packProblemOf,
  parseQuantity,
} from './selection'

const sized = {
  variants: [
    { size: '2-0', codes: [{ shortCode: 'A1', originalPrice: 10, discountedPrice: 9 }] },
    { size: '3-0', codes: [{ shortCode: 'B1', originalPrice: 12, discountedPrice: 11 }] },
  ],
}
const packed = {
  variants: [
    {
      size: '10 cm',
      codes: [
        { shortCode: 'BOX', originalPrice: 90, discountedPrice: 85, multipleOf: 12 },
        { shortCode: 'MIN', originalPrice: 90, discountedPrice: 85, minQuantity: 10 },
        { shortCode: 'ANY', originalPrice: 90, discountedPrice: 85 },
      ],
    },
    { size: '15 cm', codes: [{ shortCode: 'BIG', originalPrice: 95, discountedPrice: 90 }] },
  ],
}
const general = { variants: [{ size: 'General', codes: [{ shortCode: 'G1', originalPrice: 5, discountedPrice: 4 }] }] }

describe('product selection', () => {
  it('starts with quantity 1 and no size, or the General size for one-size products', () => {
    expect(initialSelection(sized)).toEqual({ size: '', code: '', quantity: '1' })
    expect(initialSelection(general)).toEqual({ size: 'General', code: '', quantity: '1' })
  })

  it('resets the chosen code when the size changes', () => {
    expect(chooseSize(sized, { size: '2-0', code: 'A1', quantity: '3' }, '3-0')).toEqual({ size: '3-0', code: '', quantity: '3' })
  })

  it("starts the quantity at the chosen code's pack rule, keeping a quantity the buyer typed that the code allows", () => {
    const sized10 = { size: '10 cm', code: '', quantity: '1' }
    const box = chooseCode(packed, sized10, 'BOX')
    expect(box).toEqual({ size: '10 cm', code: 'BOX', quantity: '12' })
    // The quantity the code set follows the next code, and goes back to 1 with the size.
    expect(chooseCode(packed, box, 'MIN').quantity).toBe('10')
    expect(chooseCode(packed, box, 'ANY').quantity).toBe('1')
    expect(chooseSize(packed, box, '15 cm')).toEqual({ size: '15 cm', code: '', quantity: '1' })
    // Typed: kept while the code allows it, else the code's first quantity.
    expect(chooseCode(packed, { ...box, quantity: '24' }, 'ANY').quantity).toBe('24')
    expect(chooseCode(packed, { ...box, quantity: '24' }, 'MIN').quantity).toBe('24')
    expect(chooseCode(packed, { ...sized10, quantity: '5' }, 'BOX').quantity).toBe('12')
    expect(chooseCode(packed, { ...sized10, quantity: 'two' }, 'ANY').quantity).toBe('1')
  })

  it('names the pack rule a typed quantity breaks', () => {
    expect(packProblemOf(packed, { size: '10 cm', code: 'BOX', quantity: '5' })).toBe('BOX is sold in multiples of 12')
    expect(packProblemOf(packed, { size: '10 cm', code: 'MIN', quantity: '5' })).toBe('MIN has a minimum order of 10')
    expect(packProblemOf(packed, { size: '10 cm', code: 'BOX', quantity: '36' })).toBeNull()
    expect(packProblemOf(packed, { size: '10 cm', code: '', quantity: '5' })).toBeNull()
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
