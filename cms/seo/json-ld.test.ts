import { describe, expect, it } from 'vitest'

import type { Product } from '../contract/catalogue'
import type { SiteSetting } from '../payload-types'
import { breadcrumbList, openingDays, organization, productLd } from './json-ld'

const settings = {
  id: 's',
  companyName: 'Nuvo Surgical',
  phones: [{ label: 'Sales', number: '+91 00000 00001' }],
  email: 'sales@example.com',
  address: 'Sonipat, Haryana',
  openingHours: { days: 'Mo-Sa', opens: '09:00', closes: '18:00' },
} as SiteSetting

describe('structured data', () => {
  it('expands day ranges and lists', () => {
    expect(openingDays('Mo-Sa')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
    expect(openingDays('Mo,We, Fr')).toEqual(['Monday', 'Wednesday', 'Friday'])
  })

  it('describes the business with its opening hours', () => {
    const data = organization(settings, 'https://shop.example')
    expect(data['@type']).toContain('Organization')
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:00',
        closes: '18:00',
      },
    ])
  })

  it('gives a product one INR offer per catalogue code at its discounted price', () => {
    const product = {
      name: 'Nylon',
      genericName: 'Polyamide',
      description: ['Monofilament'],
      images: ['/api/media/file/n.webp'],
      category: { _id: 'c', name: 'SURGICAL SUTURES', slug: 'surgical-sutures' },
      variants: [
        {
          size: '2-0',
          codes: [
            { shortCode: 'N1', originalPrice: 500, discountedPrice: 420.5 },
            { shortCode: 'N2', originalPrice: 600, discountedPrice: 480 },
          ],
        },
        { size: '3-0', codes: [{ shortCode: 'N3', originalPrice: 550, discountedPrice: 450 }] },
      ],
    } as unknown as Product
    const data = productLd(product, 'https://shop.example/categories/surgical-sutures/nylon', 'https://shop.example', 'Nuvo Surgical')
    const offers = data.offers as { sku: string; price: string; priceCurrency: string }[]
    expect(offers.map((offer) => [offer.sku, offer.price, offer.priceCurrency])).toEqual([
      ['N1', '420.50', 'INR'],
      ['N2', '480.00', 'INR'],
      ['N3', '450.00', 'INR'],
    ])
    expect(data.image).toEqual(['https://shop.example/api/media/file/n.webp'])
  })

  it('carries the regulatory data as properties and the IFU and certificates as PDF documents, a certificate with its expiry', () => {
    const product = {
      name: 'Nylon',
      genericName: 'Polyamide',
      description: [],
      images: [],
      category: { _id: 'c', name: 'SURGICAL SUTURES', slug: 'surgical-sutures' },
      variants: [],
      compliance: {
        licenceNumber: 'MFG/MD/2021/000154',
        deviceClass: 'C',
        sterile: true,
        sterilisationMethod: 'EO',
        shelfLifeMonths: 60,
        storageConditions: 'Below 25 °C',
        documents: [
          { kind: 'IFU', title: 'Nylon IFU', url: '/api/product-documents/file/ifu.pdf', size: 900, expiresOn: null },
          { kind: 'CE', title: 'CE certificate', url: '/api/product-documents/file/ce.pdf', size: 900, expiresOn: '2027-05-26' },
        ],
      },
    } as unknown as Product
    const data = productLd(product, 'https://shop.example/p', 'https://shop.example', 'Nuvo Surgical')
    expect(
      Object.fromEntries((data.additionalProperty as { name: string; value: string }[]).map((entry) => [entry.name, entry.value])),
    ).toEqual({
      'Manufacturing licence number': 'MFG/MD/2021/000154',
      'Device class': 'Class C',
      Sterile: 'Yes',
      'Sterilisation method': 'Ethylene oxide (EO)',
      'Shelf life': '5 years',
      'Storage conditions': 'Below 25 °C',
    })
    expect(data.subjectOf).toEqual([
      expect.objectContaining({ name: 'Nylon IFU', url: 'https://shop.example/api/product-documents/file/ifu.pdf', expires: undefined }),
      expect.objectContaining({ name: 'CE certificate', encodingFormat: 'application/pdf', expires: '2027-05-26' }),
    ])
  })

  it('adds no regulatory entries to a product without any', () => {
    const product = { name: 'Tape', description: [], images: [], category: { name: 'Tapes' }, variants: [] } as unknown as Product
    const data = productLd(product, 'https://shop.example/p', 'https://shop.example', 'Nuvo Surgical')
    expect(data.additionalProperty).toBeUndefined()
    expect(data.subjectOf).toBeUndefined()
  })

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    expect(
      breadcrumbList(
        [
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
        ],
        'https://s',
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://s/blog' },
    ])
  })
})
