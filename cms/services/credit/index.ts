/** Pay on account for verified business accounts (docs/decisions/033). */
export { checkCredit } from './check'
export { withAccountHold } from './hold'
export { companyCreditAccount, creditAccountOf, type CreditAccount } from './position'
export { statementOf, type StatementScope } from './statement'
export { statementCsv, statementPdf } from './statement-files'
