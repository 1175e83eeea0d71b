import type { Field } from 'payload'

import { DEFAULT_EWAY_BILL_THRESHOLD_PAISE } from '../contract/eway-bill'
import { paiseField } from '../fields/money'

/** Above this consignment value (tax included) shipping an order asks for the e-way bill's Part B. */
export const ewayBillThresholdField: Field = paiseField('ewayBillThreshold', 'E-way bill above (₹)', {
  defaultValue: DEFAULT_EWAY_BILL_THRESHOLD_PAISE,
  admin: {
    description:
      'Orders whose total (tax included) is above this amount ask for transport mode, transporter, transport document and vehicle when they ship.',
  },
})
