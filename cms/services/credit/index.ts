/** Pay on account for verified business accounts (docs/decisions/033). */
export { checkCredit } from './check'
export { withAccountHold } from './hold'
export { statementOf } from './statement'
export { statementCsv, statementPdf } from './statement-files'
