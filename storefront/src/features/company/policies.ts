import { cancellationPolicyText, returnPolicyText, type AfterSalePolicy } from '@contract/after-sale-policy'

import type { PolicySection } from './components/policy-document'

/** Terms of use. The site is not meant for people under 13. */
export const TERMS: { intro: string; sections: PolicySection[] } = {
  intro:
    'These terms govern your use of this website and the purchase of products from Nuvo Surgical. By using the site or placing an order you agree to them.',
  sections: [
    {
      title: 'Who may use this site',
      paragraphs: [
        'This website is not intended for people under 13 years of age, and we do not knowingly collect information from them. Our products are medical devices meant for use by, or under the supervision of, qualified healthcare professionals.',
      ],
    },
    {
      title: 'Accounts',
      paragraphs: [
        'You are responsible for keeping your password confidential and for all activity under your account. Tell us at once if you suspect unauthorised use.',
      ],
    },
    {
      title: 'Prices and orders',
      paragraphs: [
        'All prices are in Indian rupees and include taxes. We may correct errors in prices or descriptions and may refuse or cancel an order placed at a wrongly displayed price; any amount paid for such an order is refunded in full.',
        'An order is accepted when we confirm it. Payment is taken online by card or in cash on delivery where available.',
      ],
    },
    {
      title: 'Returns, refunds, cancellation and shipping',
      paragraphs: ['These are set out in our Privacy Policy, which forms part of these terms.'],
    },
    {
      title: 'Intellectual property',
      paragraphs: [
        'The content of this site, including text, images, logos and product information, belongs to Nuvo Surgical and may not be copied without written permission.',
      ],
    },
    {
      title: 'Liability',
      paragraphs: [
        'Product information on this site is for general guidance only and is not medical advice. To the extent allowed by law, we are not liable for indirect losses arising from use of the site.',
      ],
    },
    {
      title: 'Governing law',
      paragraphs: ['These terms are governed by the laws of India, and the courts of Haryana have jurisdiction.'],
    },
  ],
}

/**
 * Privacy policy with the refund, cancellation, COD and shipping figures of docs/requirements.md; the return and
 * cancellation windows come from the site settings (null while they load: those two sentences wait for them).
 */
export const privacyPolicy = (afterSale: AfterSalePolicy | null): { intro: string; sections: PolicySection[] } => ({
  intro:
    'This policy explains what information we collect when you use this website, how we use it, and the terms on which we accept returns, cancellations and deliveries.',
  sections: [
    {
      title: 'Information we collect',
      paragraphs: [
        'When you register or order we collect your name, email address, phone number, delivery addresses and, if you give it, your GST number. Payment card details are handled by our payment provider and never reach our servers.',
      ],
    },
    {
      title: 'Cookies',
      paragraphs: ['We use cookies and browser storage to keep you signed in and to remember your cart. Cookie lifetimes:'],
      items: [
        'Comment cookies: 1 year.',
        'Login cookies: 2 days.',
        'Screen options cookies: 1 year.',
        'Remember me: 2 weeks.',
        'Editing cookies: 1 day.',
      ],
    },
    {
      title: 'Returns and exchange',
      items: [
        ...(afterSale ? [returnPolicyText(afterSale.returnWithinDays)] : []),
        'Pickup of the returned product is arranged within 3 working days of the request.',
        'A replacement is delivered within 7 working days.',
        'We attempt a return pickup 2 times; after that the request lapses.',
        'Damage in transit must be reported within 24 hours of delivery, with photographs of the package.',
        'Products with a short expiry (under one month remaining) may be returned on the same terms.',
      ],
    },
    {
      title: 'Cancellation',
      items: [
        ...(afterSale ? [cancellationPolicyText(afterSale.cancelWithinHours)] : []),
        'If delivery is delayed beyond 21 days, you may cancel and receive a full refund.',
      ],
    },
    {
      title: 'Refunds',
      paragraphs: [
        'Approved refunds are paid to the original payment method. Cash-on-delivery orders are refunded by bank transfer to an account you name.',
        'Claims of any kind must be raised within one year of the order date.',
      ],
    },
    {
      title: 'Cash on delivery',
      items: [
        'Cash on delivery is available on eligible pincodes.',
        'Our courier makes 3 delivery attempts; an order not accepted after 3 attempts is returned to us and cancelled.',
      ],
    },
    {
      title: 'Shipping',
      items: [
        'Orders usually arrive in 3 to 10 working days, depending on the destination.',
        'You will receive the tracking details once the order is shipped.',
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'You may ask to see, correct or delete the personal information we hold about you by contacting us. We keep order records as long as the law requires.',
      ],
    },
  ],
})
