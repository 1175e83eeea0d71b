import type { Endpoint } from 'payload'

import { enquiryRequestSchema } from '../../contract/enquiry'
import { MSG } from '../../contract/messages'
import { env } from '../../env'
import { enquiryReceivedEmail, sendEmail } from '../../services/email'
import { rateLimit } from '../../services/rate-limit'
import { json, readJson, route } from '../http'

/** The Contact Us form: stored for staff (the admin lists it) and emailed to STAFF_EMAIL, replying to the sender. */
export const enquiryEndpoints: Endpoint[] = [
  route('post', '/enquiry', async (req) => {
    await rateLimit(req, 'enquiry')
    const input = await readJson(req, enquiryRequestSchema)
    const enquiry = await req.payload.create({
      collection: 'enquiries',
      data: { name: input.name, phoneNumber: input.phoneNumber, email: input.email.toLowerCase(), enquiry: input.enquiry },
      overrideAccess: true,
      depth: 0,
    })
    await sendEmail(
      {
        to: env().STAFF_EMAIL,
        replyTo: enquiry.email,
        ...enquiryReceivedEmail({
          id: enquiry.id,
          name: enquiry.name,
          phoneNumber: enquiry.phoneNumber,
          email: enquiry.email,
          enquiry: enquiry.enquiry ?? '',
        }),
      },
      req.payload.logger,
    )
    return json({ message: MSG.contact.success }, 201)
  }),
]
