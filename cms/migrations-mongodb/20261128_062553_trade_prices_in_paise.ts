import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

import { describeReport } from '../lib/paise-upgrade/convert'
import { recordedMeanwhile, tradePricesToPaise } from '../lib/paise-upgrade/through-payload'

const NAME = '20261128_062553_trade_prices_in_paise'

/** Tier prices, price-list prices and credit limits from rupees to paise (docs/decisions/042-trade-prices-in-paise.md). */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  if (await recordedMeanwhile(payload, req, NAME)) return
  payload.logger.info(describeReport(await tradePricesToPaise(payload, req)))
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  await tradePricesToPaise(payload, req, (paise) => paise / 100)
}
