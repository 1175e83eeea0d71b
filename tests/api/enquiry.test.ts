import { describe, expect, it } from 'vitest'

import { MSG } from '../../cms/contract'
import { baseUrl, emailsTo, newPhone, post, rest } from '../helpers/api'

const STAFF_EMAIL = 'staff@example.com'

describe('POST /enquiry', () => {
  it('stores the enquiry for staff and emails it to STAFF_EMAIL, replying to the sender, with HTML escaped', async () => {
    const marker = newPhone()
    const input = {
      name: `Dr <b>Kapoor</b> ${marker}`,
      phoneNumber: '9876543210',
      email: `kapoor-${marker}@example.com`,
      enquiry: 'Need 200 boxes of 3-0 sutures <script>alert(1)</script>',
    }
    const reply = await post('/enquiry', input)
    expect(reply.status).toBe(201)
    expect(reply.body).toEqual({ message: MSG.contact.success })

    const stored = await rest('GET', `/enquiries?where[email][equals]=${encodeURIComponent(input.email)}`)
    expect(stored.body.docs).toHaveLength(1)
    expect(stored.body.docs[0]).toMatchObject({ name: input.name, phoneNumber: '9876543210', enquiry: input.enquiry, status: 'new' })

    const email = (await emailsTo(STAFF_EMAIL)).find((sent) => sent.subject.includes(marker))
    expect(email, 'an email to staff should name the sender').toBeDefined()
    expect((email as unknown as { reply_to?: string | string[] }).reply_to ?? '').toContain(input.email)
    expect(email!.text).toContain('Need 200 boxes')
    expect(email!.html).toContain('&lt;script&gt;')
    expect(email!.html).not.toContain('<script>')
    expect(email!.html).not.toContain('<b>Kapoor</b>')
  })

  it('accepts a missing enquiry text and a phone number sent as a number', async () => {
    const reply = await post('/enquiry', { name: 'Ravi', phoneNumber: 9876543210, email: `ravi-${newPhone()}@example.com` })
    expect(reply.status).toBe(201)
  })

  it('refuses bad fields with the contact form messages', async () => {
    const empty = await post('/enquiry', {})
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: MSG.contact.nameRequired },
        { field: 'phoneNumber', message: MSG.contact.phoneRequired },
        { field: 'email', message: MSG.contact.emailRequired },
      ]),
    )
    const bad = await post('/enquiry', { name: 'A', phoneNumber: '98765', email: 'nope' })
    expect(bad.body.errors).toEqual([
      { field: 'phoneNumber', message: MSG.contact.phoneDigits },
      { field: 'email', message: MSG.contact.emailInvalid },
    ])
  })

  it('enquiries cannot be read or created through Payload’s REST API by the public', async () => {
    const list = await fetch(`${baseUrl()}/api/enquiries`)
    expect(list.status).toBe(403)
  })
})
