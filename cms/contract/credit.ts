import { z } from 'zod'

/**
 * Credit for verified business accounts (pay on account, docs/decisions/033): staff give an account a limit in whole
 * rupees and net terms in days; an ACCOUNT order falls due on its invoice date plus the terms.
 */
export const CREDIT_TERMS_DAYS = [15, 30, 45] as const

export const CREDIT_MESSAGES = {
  notOnAccount: 'Pay on account is only for verified business accounts with credit. Please pay online or on delivery.',
  overLimit: 'This order would take your account past its credit limit. Please pay what is due, or pay for this order online.',
  overdue: 'An invoice on your account is overdue. Please pay it before ordering on account.',
} as const

/** Where an account order stands: not yet invoiced (nothing due yet), due by its date, overdue, or paid. */
export const ACCOUNT_ENTRY_STATES = ['NOT_INVOICED', 'DUE', 'OVERDUE', 'PAID'] as const
export type AccountEntryState = (typeof ACCOUNT_ENTRY_STATES)[number]

/** Amounts in rupees; days `YYYY-MM-DD` (India). */
export const accountEntrySchema = z.object({
  orderId: z.string(),
  orderDate: z.string(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  amount: z.number(),
  state: z.enum(ACCOUNT_ENTRY_STATES),
  paidOn: z.string().nullable(),
})
export type AccountEntry = z.infer<typeof accountEntrySchema>

export const accountPaymentSchema = z.object({
  date: z.string(),
  amount: z.number(),
  reference: z.string(),
  orderIds: z.array(z.string()),
})

/**
 * `GET /account/statement` (bearer) → `{ data: Statement }`, or `{ data: null }` for an account without credit (the
 * storefront offers "Pay on account" only with a statement); `?format=csv` or `?format=pdf` for the statement as a
 * file (403 without credit). `outstanding` is what account orders not yet paid (and not cancelled) add
 * up to; `available` what the limit leaves of it.
 */
export const statementSchema = z.object({
  organisation: z.string().nullable(),
  limit: z.number(),
  termsDays: z.number(),
  outstanding: z.number(),
  overdue: z.number(),
  available: z.number(),
  entries: z.array(accountEntrySchema),
  payments: z.array(accountPaymentSchema),
  generatedOn: z.string(),
})
export type Statement = z.infer<typeof statementSchema>
export const statementResponseSchema = z.object({ data: statementSchema.nullable() })

/** 409 of `POST /order/create` with `paymentType: 'ACCOUNT'`: the figures behind the refusal, in rupees. */
export const creditRefusalSchema = z.object({
  message: z.string(),
  limit: z.number(),
  outstanding: z.number(),
  orderAmount: z.number(),
  available: z.number(),
  overdue: z.array(z.object({ orderId: z.string(), invoiceNumber: z.string().nullable(), dueDate: z.string(), amount: z.number() })),
})
export type CreditRefusal = z.infer<typeof creditRefusalSchema>
