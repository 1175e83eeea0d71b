/**
 * Cancellation, returns and replacements (docs/requirements.md, "After the sale"). The windows are site settings;
 * these are the defaults and the policy's words, which /privacy and the API's refusals share.
 */
export const AFTER_SALE_DEFAULTS = { cancelWithinHours: 6, returnWithinDays: 7 } as const
export type AfterSalePolicy = { cancelWithinHours: number; returnWithinDays: number }

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

export const cancellationPolicyText = (hours: number) =>
  `An order can be cancelled within ${plural(hours, 'hour')} of being placed, provided it has not yet been shipped.`
export const returnPolicyText = (days: number) => `Products can be returned or exchanged within ${plural(days, 'day')} of delivery.`
