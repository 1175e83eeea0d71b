import type { AdminViewServerProps } from 'payload'

import { refusedUnless, StaffTemplate } from '../StaffTemplate'
import { ReceiptForm } from './ReceiptForm'
import { StockImportSection } from './StockImportSection'
import './receipt.scss'

/**
 * `/admin/goods-receipt`: finished goods received into stock, box by box with a barcode scanner or typed by hand,
 * posted as one receipt (`POST /api/staff/stock/receipts`); or a spreadsheet of opening stock or a delivery
 * (`/api/staff/stock/imports`: preview, apply, revert). For the warehouse and admins.
 */
export default async function ReceiptView(view: AdminViewServerProps) {
  const refused = refusedUnless(view, 'warehouse', {
    title: 'Goods receipt',
    reason: 'Receiving goods into stock is for the warehouse.',
    className: 'stock-receipt',
  })
  if (refused) return refused
  const { req } = view.initPageResult
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
    <StaffTemplate view={view}>
      <main className="stock-receipt">
        <h1>Goods receipt</h1>
        <p className="stock-receipt__hint">
          Scan each box, check the lines, then save: the stock is recorded by code, lot and expiry at the location chosen.
        </p>
        <ReceiptForm locations={locations} defaultLocation={main?.id ?? ''} />
        <StockImportSection />
      </main>
    </StaffTemplate>
  )
}
