import type { Post } from '../contract/blog'
import type { Product } from '../contract/catalogue'
import { documentKindLabel, hasComplianceData, shelfLifeText, sterilisationLabel } from '../contract/compliance'
import type { SiteSetting } from '../payload-types'

export type JsonLd = Record<string, unknown>
export type Crumb = { name: string; path: string }

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
}
const DAY_ORDER = Object.keys(DAY_NAMES)

/** "Mo-Sa" or "Mo,We,Fr" → schema.org day names. */
export function openingDays(days: string): string[] {
  const result = new Set<string>()
  for (const part of days.split(',').map((entry) => entry.trim())) {
    const [from, to] = part.split('-').map((entry) => entry.trim().slice(0, 2))
    const start = DAY_ORDER.indexOf(from)
    const end = to ? DAY_ORDER.indexOf(to) : start
    if (start < 0 || end < 0) continue
    for (let index = start; index <= end; index++) result.add(DAY_NAMES[DAY_ORDER[index]])
  }
  return [...result]
}

/** The business: name, contact points, address and opening hours from the site settings. */
export function organization(settings: SiteSetting, origin: string): JsonLd {
  const hours = settings.openingHours
  const phones = (settings.phones ?? []).map((phone) => phone.number)
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${origin}/#organization`,
    name: settings.companyName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/favicon.svg`,
    email: settings.email,
    telephone: phones[0],
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressRegion: 'Haryana', addressCountry: 'IN' },
    contactPoint: phones.map((telephone, index) => ({
      '@type': 'ContactPoint',
      telephone,
      contactType: settings.phones?.[index]?.label || 'sales',
      areaServed: 'IN',
      availableLanguage: ['en', 'hi'],
    })),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: openingDays(hours?.days ?? 'Mo-Sa'),
        opens: hours?.opens ?? '09:00',
        closes: hours?.closes ?? '18:00',
      },
    ],
    sameAs: settings.mapLink ? [settings.mapLink] : undefined,
  }
}

export function breadcrumbList(crumbs: Crumb[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  }
}

const absolute = (url: string | null | undefined, origin: string) => (url ? new URL(url, `${origin}/`).href : undefined)

const property = (name: string, value: string | null | undefined) => (value ? [{ '@type': 'PropertyValue', name, value }] : [])

/**
 * The regulatory data as `additionalProperty` entries and the IFU and certificates as `subjectOf` documents (PDF,
 * a certificate with its `expires` day): schema.org has no licence or device-class property of a Product.
 */
function regulatoryLd(product: Product, origin: string): JsonLd {
  const compliance = product.compliance
  if (!hasComplianceData(compliance)) return {}
  const additionalProperty = [
    ...property('Manufacturing licence number', compliance.licenceNumber),
    ...property('Device class', compliance.deviceClass && `Class ${compliance.deviceClass}`),
    ...property('Sterile', compliance.sterile ? 'Yes' : 'No'),
    ...property('Sterilisation method', compliance.sterilisationMethod && sterilisationLabel(compliance.sterilisationMethod)),
    ...property('Shelf life', compliance.shelfLifeMonths ? shelfLifeText(compliance.shelfLifeMonths) : null),
    ...property('Storage conditions', compliance.storageConditions),
  ]
  const subjectOf = compliance.documents.map((document) => ({
    '@type': 'DigitalDocument',
    name: document.title,
    about: documentKindLabel(document.kind),
    url: absolute(document.url, origin),
    encodingFormat: 'application/pdf',
    expires: document.expiresOn ?? undefined,
  }))
  return { additionalProperty, ...(subjectOf.length > 0 ? { subjectOf } : {}) }
}

/** A product with one INR offer per catalogue code (its discounted price, taxes included) and its regulatory data. */
export function productLd(product: Product, url: string, origin: string, companyName: string): JsonLd {
  const offers = product.variants.flatMap((variant) =>
    variant.codes.map((code) => ({
      '@type': 'Offer',
      sku: code.shortCode,
      name: `${product.name} ${variant.size} ${code.shortCode}`.trim(),
      price: code.discountedPrice.toFixed(2),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url,
      seller: { '@id': `${origin}/#organization`, name: companyName },
    })),
  )
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.metaDescription ?? ([product.genericName, ...product.description].filter(Boolean).join('. ') || product.name),
    image: product.images.map((image) => absolute(image, origin)).filter(Boolean),
    sku: product.variants[0]?.codes[0]?.shortCode,
    category: product.category.name,
    brand: { '@type': 'Brand', name: companyName },
    url,
    offers,
    ...regulatoryLd(product, origin),
  }
}

export function blogPostingLd(post: Post, url: string, origin: string, companyName: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.teaser,
    image: absolute(post.featuredImage, origin),
    datePublished: post.createdAt,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: companyName,
      logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    keywords: post.tags.map((tag) => tag.name).join(', ') || undefined,
    articleSection: post.categories[0]?.name,
  }
}

export function itemListLd(items: { name: string; path: string }[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: `${origin}${item.path}`,
    })),
  }
}
