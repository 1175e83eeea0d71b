import * as migration_20261128_062553_trade_prices_in_paise from './20261128_062553_trade_prices_in_paise'
import * as migration_20261129_111757_companies_from_business_accounts from './20261129_111757_companies_from_business_accounts'
import * as migration_20261130_051209_company_credit_and_orders from './20261130_051209_company_credit_and_orders'

/**
 * MongoDB needs no schema migrations, only data moves, written against Payload's database API (never mongoose
 * itself) so they are the same code paths the SQLite tests run. The mongoose adapter applies them in production
 * (`prodMigrations`), `onInit` elsewhere; Payload records each in `payload-migrations`.
 */
export const mongoMigrations = [
  {
    up: migration_20261128_062553_trade_prices_in_paise.up,
    down: migration_20261128_062553_trade_prices_in_paise.down,
    name: '20261128_062553_trade_prices_in_paise',
  },
  {
    up: migration_20261129_111757_companies_from_business_accounts.up,
    down: migration_20261129_111757_companies_from_business_accounts.down,
    name: '20261129_111757_companies_from_business_accounts',
  },
  {
    up: migration_20261130_051209_company_credit_and_orders.up,
    down: migration_20261130_051209_company_credit_and_orders.down,
    name: '20261130_051209_company_credit_and_orders',
  },
]
