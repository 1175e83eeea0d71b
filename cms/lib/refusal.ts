import { APIError } from 'payload'

/**
 * A refusal whose message Payload's REST API passes on to the caller (the admin shows it). Payload answers an error
 * without data under its class name, which the production build leaves empty, and then says only "An unknown error
 * occurred."; this error carries its name itself.
 */
export class Refusal extends APIError {
  constructor(message: string, status: number) {
    super(message, status, null, true)
    this.name = 'Refusal'
  }
}
