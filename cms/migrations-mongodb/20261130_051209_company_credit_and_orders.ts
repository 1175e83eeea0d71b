import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

import { ordersAndCreditToCompanies } from '../services/companies/orders-to-companies'

/** Orders so far become their buyer's company's, and a company takes its members' credit (docs/decisions/076). */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  payload.logger.info(`companies given their members' credit: ${await ordersAndCreditToCompanies(payload, req)}`)
}

/** The orders keep their company: ones placed since cannot be told apart from the ones this marked. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
