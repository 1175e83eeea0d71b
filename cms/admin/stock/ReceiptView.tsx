import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '../../access/roles'
import { ReceiptForm } from './ReceiptForm'
import './receipt.scss'

/**
 * `/admin/goods-receipt`: finished goods received into stock, box by box with a barcode scanner or typed by hand,
 * posted as one receipt (`POST /api/staff/stock/receipts`). For the warehouse and admins.
 */
export default async function ReceiptView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const template = {
    i18n: req.i18n,
    locale: initPageResult.locale,
    params,
    payload: req.payload,
    permissions: initPageResult.permissions,
    searchParams,
    user: req.user ?? undefined,
    visibleEntities: initPageResult.visibleEntities,
  }
  if (!hasRole(req.user, 'warehouse')) {
    return (
      <DefaultTemplate {...template}>
        <main className="stock-receipt">
          <h1>Goods receipt</h1>
          <p>Receiving goods into stock is for the warehouse.</p>
        </main>
      </DefaultTemplate>
    )
  }
  const { docs } = await req.payload.find({
    collection: 'stock-locations',
    select: { name: true, code: true },
    sort: 'name',
    depth: 0,
    pagination: false,
    req,
  })
  // Automation names a location by its code; the receipt does too.
  const stored = docs.map((location) => ({ id: location.code, name: location.name }))
  // Before any location is set up, a receipt without one goes to the main warehouse.
  const locations = stored.length > 0 ? stored : [{ id: '', name: 'Main warehouse' }]
  const main = locations.find((location) => location.name === 'Main warehouse') ?? locations[0]
  return (
    <DefaultTemplate {...template}>
      <main className="stock-receipt">
        <h1>Goods receipt</h1>
        <p className="stock-receipt__hint">
          Scan each box, check the lines, then save: the stock is recorded by code, lot and expiry at the location chosen.
        </p>
        <ReceiptForm locations={locations} defaultLocation={main?.id ?? ''} />
      </main>
    </DefaultTemplate>
  )
}
