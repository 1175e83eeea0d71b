/** The parts of Razorpay Checkout (`checkout.js`) this shop uses. */
export type RazorpaySuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }

export type RazorpayOptions = {
  key: string
  amount: number
  currency: 'INR'
  name: string
  description?: string
  order_id: string
  prefill: { name?: string; email?: string; contact?: string }
  theme: { color: string }
  handler: (response: RazorpaySuccess) => void
  modal: { ondismiss: () => void }
}

type RazorpayInstance = { open(): void; on?(event: string, callback: (response: unknown) => void): void }
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
    /** Set by the page (e.g. a test, or a server that self-hosts the script) to load checkout.js from elsewhere. */
    __RAZORPAY_CHECKOUT_URL__?: string
  }
}

export const DEFAULT_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js'
export const PAYMENT_THEME_COLOR = '#5f63b8'

/** Where checkout.js comes from: a page-level override, then the build setting, then Razorpay's own address. */
export function checkoutScriptUrl(): string {
  const configured = import.meta.env.VITE_RAZORPAY_CHECKOUT_URL as string | undefined
  return window.__RAZORPAY_CHECKOUT_URL__ || configured || DEFAULT_CHECKOUT_URL
}

let loading: Promise<RazorpayConstructor> | null = null

/** Loads checkout.js once (on the first online payment, not with the page) and resolves with `window.Razorpay`. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = checkoutScriptUrl()
    script.async = true
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay)
      else reject(new Error('The payment window did not load'))
    }
    script.onerror = () => reject(new Error('The payment window could not be loaded'))
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
