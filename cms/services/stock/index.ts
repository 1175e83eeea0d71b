/** Stock: the ledger of movements and the balances it keeps (docs/decisions, stock ledger). */
export { adjustStock } from './adjustments'
export { recordMovements } from './ledger'
export { mainWarehouse } from './locations'
export { pickForOrder } from './picking'
export { receiveStock } from './receipts'
export { releaseReservations, reserveOrRefuse } from './reservations'
export { transferStock } from './transfers'
export { balanceDifferences, checkStock, type StockCheck } from './recompute'
