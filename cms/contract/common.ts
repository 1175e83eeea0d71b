import { z } from 'zod'

/** Every error answer: a message, and for a 400 the field messages. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>

/** A required text field: trims, and says `message` when it is empty or missing. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`)

/** Accepts digits as a string or a number (the profile sends the phone as a number) and yields a digit string. */
export const digitString = (requiredMessage: string) =>
  z.union([z.string(), z.number().int().nonnegative()], { error: requiredMessage }).transform((value) => String(value).trim())
