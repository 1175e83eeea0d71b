export { onlinePaymentSettings, razorpayAccess, webhookSecret, type RazorpayAccess } from './client'
export {
  ALREADY_PAID,
  cancelPayment,
  createPaymentOrder,
  markPaid,
  NOT_ONLINE,
  PAYMENT_CANCELLED,
  PROVIDER_FAILED,
  verifyPayment,
  type VerifyInput,
} from './payments'
export { hmacHex, paymentSignature, signatureMatches, webhookSignature } from './signatures'
export { handleWebhook, WEBHOOK_MESSAGES } from './webhook'
