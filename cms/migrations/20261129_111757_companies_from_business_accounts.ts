import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { recordedMeanwhile } from '../lib/paise-upgrade/through-payload'
import { businessAccountsToCompanies } from '../services/companies/from-business-accounts'

const NAME = '20261129_111757_companies_from_business_accounts'

/** Verified business accounts become one-member companies (docs/decisions/067-companies.md). */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  if (await recordedMeanwhile(payload, req, NAME)) return
  payload.logger.info(`business accounts made companies of one: ${await businessAccountsToCompanies(payload, req)}`)
}

/** The companies stay: members added since cannot be told apart from the ones this made. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
