import * as migration_20261122_015943_initial from './20261122_015943_initial';
import * as migration_20261123_101731_quotes from './20261123_101731_quotes';
import * as migration_20261123_113523_gst_invoices from './20261123_113523_gst_invoices';
import * as migration_20261123_114117_rate_limits from './20261123_114117_rate_limits';
import * as migration_20261123_114553_per_address_login_lock from './20261123_114553_per_address_login_lock';
import * as migration_20261123_114954_order_desk from './20261123_114954_order_desk';
import * as migration_20261123_161909_media_storage from './20261123_161909_media_storage';
import * as migration_20261125_173239_catalogue_changes from './20261125_173239_catalogue_changes';
import * as migration_20261125_173432_audit_trail from './20261125_173432_audit_trail';
import * as migration_20261125_181622_years_of_orders_indexes from './20261125_181622_years_of_orders_indexes';
import * as migration_20261125_182138_years_of_orders_search_index from './20261125_182138_years_of_orders_search_index';
import * as migration_20261126_034504_business_accounts from './20261126_034504_business_accounts';
import * as migration_20261126_035850_after_sale_settings from './20261126_035850_after_sale_settings';
import * as migration_20261126_042533_trade_terms from './20261126_042533_trade_terms';
import * as migration_20261126_044737_product_compliance from './20261126_044737_product_compliance';
import * as migration_20261126_044827_quote_references from './20261126_044827_quote_references';
import * as migration_20261126_050945_lots from './20261126_050945_lots';
import * as migration_20261126_052344_catalogue_imports from './20261126_052344_catalogue_imports';
import * as migration_20261126_053049_returns from './20261126_053049_returns';
import * as migration_20261126_053911_pay_on_account from './20261126_053911_pay_on_account';
import * as migration_20261126_070601_customer_groups from './20261126_070601_customer_groups';
import * as migration_20261126_073754_return_request_lock from './20261126_073754_return_request_lock';
import * as migration_20261126_074757_quote_rate_contract from './20261126_074757_quote_rate_contract';
import * as migration_20261126_075857_credit_holds from './20261126_075857_credit_holds';
import * as migration_20261126_082900_foreign_key_rules from './20261126_082900_foreign_key_rules';
import * as migration_20261126_100538_catalogue_change_prices from './20261126_100538_catalogue_change_prices';
import * as migration_20261126_143221_invoice_terms_days from './20261126_143221_invoice_terms_days';
import * as migration_20261128_062553_trade_prices_in_paise from './20261128_062553_trade_prices_in_paise';
import * as migration_20261128_072255_leases from './20261128_072255_leases';
import * as migration_20261128_132228_stock_ledger from './20261128_132228_stock_ledger';
import * as migration_20261128_141906_availability_settings from './20261128_141906_availability_settings';
import * as migration_20261128_164518_buyer_shelf_life from './20261128_164518_buyer_shelf_life';
import * as migration_20261128_172536_returned_goods_and_quarantine from './20261128_172536_returned_goods_and_quarantine';
import * as migration_20261128_202320_unpaid_stock_holds from './20261128_202320_unpaid_stock_holds';
import * as migration_20261128_235234_e_way_bill_part_b from './20261128_235234_e_way_bill_part_b';
import * as migration_20261129_001642_e_invoice_registration from './20261129_001642_e_invoice_registration';
import * as migration_20261129_005159_e_way_bill_generation from './20261129_005159_e_way_bill_generation';
import * as migration_20261129_111756_companies from './20261129_111756_companies';
import * as migration_20261129_111757_companies_from_business_accounts from './20261129_111757_companies_from_business_accounts';
import * as migration_20261129_183510_company_approval_requests from './20261129_183510_company_approval_requests';
import * as migration_20261129_191428_company_invitations from './20261129_191428_company_invitations';
import * as migration_20261129_215105_order_cost_centre_approver from './20261129_215105_order_cost_centre_approver';
import * as migration_20261130_012452_order_location_name from './20261130_012452_order_location_name';
import * as migration_20261130_015058_price_lists_for_companies from './20261130_015058_price_lists_for_companies';
import * as migration_20261130_051209_company_credit_and_orders from './20261130_051209_company_credit_and_orders';
import * as migration_20261201_144145_drop_indexes_the_order_path_writes from './20261201_144145_drop_indexes_the_order_path_writes';
import * as migration_20261202_172903_lots_by_location_and_code from './20261202_172903_lots_by_location_and_code';

export const migrations = [
  {
    up: migration_20261122_015943_initial.up,
    down: migration_20261122_015943_initial.down,
    name: '20261122_015943_initial',
  },
  {
    up: migration_20261123_101731_quotes.up,
    down: migration_20261123_101731_quotes.down,
    name: '20261123_101731_quotes',
  },
  {
    up: migration_20261123_113523_gst_invoices.up,
    down: migration_20261123_113523_gst_invoices.down,
    name: '20261123_113523_gst_invoices',
  },
  {
    up: migration_20261123_114117_rate_limits.up,
    down: migration_20261123_114117_rate_limits.down,
    name: '20261123_114117_rate_limits',
  },
  {
    up: migration_20261123_114553_per_address_login_lock.up,
    down: migration_20261123_114553_per_address_login_lock.down,
    name: '20261123_114553_per_address_login_lock',
  },
  {
    up: migration_20261123_114954_order_desk.up,
    down: migration_20261123_114954_order_desk.down,
    name: '20261123_114954_order_desk',
  },
  {
    up: migration_20261123_161909_media_storage.up,
    down: migration_20261123_161909_media_storage.down,
    name: '20261123_161909_media_storage',
  },
  {
    up: migration_20261125_173239_catalogue_changes.up,
    down: migration_20261125_173239_catalogue_changes.down,
    name: '20261125_173239_catalogue_changes',
  },
  {
    up: migration_20261125_173432_audit_trail.up,
    down: migration_20261125_173432_audit_trail.down,
    name: '20261125_173432_audit_trail',
  },
  {
    up: migration_20261125_181622_years_of_orders_indexes.up,
    down: migration_20261125_181622_years_of_orders_indexes.down,
    name: '20261125_181622_years_of_orders_indexes',
  },
  {
    up: migration_20261125_182138_years_of_orders_search_index.up,
    down: migration_20261125_182138_years_of_orders_search_index.down,
    name: '20261125_182138_years_of_orders_search_index',
  },
  {
    up: migration_20261126_034504_business_accounts.up,
    down: migration_20261126_034504_business_accounts.down,
    name: '20261126_034504_business_accounts',
  },
  {
    up: migration_20261126_035850_after_sale_settings.up,
    down: migration_20261126_035850_after_sale_settings.down,
    name: '20261126_035850_after_sale_settings',
  },
  {
    up: migration_20261126_042533_trade_terms.up,
    down: migration_20261126_042533_trade_terms.down,
    name: '20261126_042533_trade_terms',
  },
  {
    up: migration_20261126_044737_product_compliance.up,
    down: migration_20261126_044737_product_compliance.down,
    name: '20261126_044737_product_compliance',
  },
  {
    up: migration_20261126_044827_quote_references.up,
    down: migration_20261126_044827_quote_references.down,
    name: '20261126_044827_quote_references',
  },
  {
    up: migration_20261126_050945_lots.up,
    down: migration_20261126_050945_lots.down,
    name: '20261126_050945_lots',
  },
  {
    up: migration_20261126_052344_catalogue_imports.up,
    down: migration_20261126_052344_catalogue_imports.down,
    name: '20261126_052344_catalogue_imports',
  },
  {
    up: migration_20261126_053049_returns.up,
    down: migration_20261126_053049_returns.down,
    name: '20261126_053049_returns',
  },
  {
    up: migration_20261126_053911_pay_on_account.up,
    down: migration_20261126_053911_pay_on_account.down,
    name: '20261126_053911_pay_on_account',
  },
  {
    up: migration_20261126_070601_customer_groups.up,
    down: migration_20261126_070601_customer_groups.down,
    name: '20261126_070601_customer_groups',
  },
  {
    up: migration_20261126_073754_return_request_lock.up,
    down: migration_20261126_073754_return_request_lock.down,
    name: '20261126_073754_return_request_lock',
  },
  {
    up: migration_20261126_074757_quote_rate_contract.up,
    down: migration_20261126_074757_quote_rate_contract.down,
    name: '20261126_074757_quote_rate_contract',
  },
  {
    up: migration_20261126_075857_credit_holds.up,
    down: migration_20261126_075857_credit_holds.down,
    name: '20261126_075857_credit_holds',
  },
  {
    up: migration_20261126_082900_foreign_key_rules.up,
    down: migration_20261126_082900_foreign_key_rules.down,
    name: '20261126_082900_foreign_key_rules',
  },
  {
    up: migration_20261126_100538_catalogue_change_prices.up,
    down: migration_20261126_100538_catalogue_change_prices.down,
    name: '20261126_100538_catalogue_change_prices',
  },
  {
    up: migration_20261126_143221_invoice_terms_days.up,
    down: migration_20261126_143221_invoice_terms_days.down,
    name: '20261126_143221_invoice_terms_days',
  },
  {
    up: migration_20261128_062553_trade_prices_in_paise.up,
    down: migration_20261128_062553_trade_prices_in_paise.down,
    name: '20261128_062553_trade_prices_in_paise',
  },
  {
    up: migration_20261128_072255_leases.up,
    down: migration_20261128_072255_leases.down,
    name: '20261128_072255_leases',
  },
  {
    up: migration_20261128_132228_stock_ledger.up,
    down: migration_20261128_132228_stock_ledger.down,
    name: '20261128_132228_stock_ledger',
  },
  {
    up: migration_20261128_141906_availability_settings.up,
    down: migration_20261128_141906_availability_settings.down,
    name: '20261128_141906_availability_settings',
  },
  {
    up: migration_20261128_164518_buyer_shelf_life.up,
    down: migration_20261128_164518_buyer_shelf_life.down,
    name: '20261128_164518_buyer_shelf_life',
  },
  {
    up: migration_20261128_172536_returned_goods_and_quarantine.up,
    down: migration_20261128_172536_returned_goods_and_quarantine.down,
    name: '20261128_172536_returned_goods_and_quarantine',
  },
  {
    up: migration_20261128_202320_unpaid_stock_holds.up,
    down: migration_20261128_202320_unpaid_stock_holds.down,
    name: '20261128_202320_unpaid_stock_holds',
  },
  {
    up: migration_20261128_235234_e_way_bill_part_b.up,
    down: migration_20261128_235234_e_way_bill_part_b.down,
    name: '20261128_235234_e_way_bill_part_b',
  },
  {
    up: migration_20261129_001642_e_invoice_registration.up,
    down: migration_20261129_001642_e_invoice_registration.down,
    name: '20261129_001642_e_invoice_registration',
  },
  {
    up: migration_20261129_005159_e_way_bill_generation.up,
    down: migration_20261129_005159_e_way_bill_generation.down,
    name: '20261129_005159_e_way_bill_generation',
  },
  {
    up: migration_20261129_111756_companies.up,
    down: migration_20261129_111756_companies.down,
    name: '20261129_111756_companies',
  },
  {
    up: migration_20261129_111757_companies_from_business_accounts.up,
    down: migration_20261129_111757_companies_from_business_accounts.down,
    name: '20261129_111757_companies_from_business_accounts',
  },
  {
    up: migration_20261129_183510_company_approval_requests.up,
    down: migration_20261129_183510_company_approval_requests.down,
    name: '20261129_183510_company_approval_requests',
  },
  {
    up: migration_20261129_191428_company_invitations.up,
    down: migration_20261129_191428_company_invitations.down,
    name: '20261129_191428_company_invitations',
  },
  {
    up: migration_20261129_215105_order_cost_centre_approver.up,
    down: migration_20261129_215105_order_cost_centre_approver.down,
    name: '20261129_215105_order_cost_centre_approver',
  },
  {
    up: migration_20261130_012452_order_location_name.up,
    down: migration_20261130_012452_order_location_name.down,
    name: '20261130_012452_order_location_name',
  },
  {
    up: migration_20261130_015058_price_lists_for_companies.up,
    down: migration_20261130_015058_price_lists_for_companies.down,
    name: '20261130_015058_price_lists_for_companies',
  },
  {
    up: migration_20261130_051209_company_credit_and_orders.up,
    down: migration_20261130_051209_company_credit_and_orders.down,
    name: '20261130_051209_company_credit_and_orders',
  },
  {
    up: migration_20261201_144145_drop_indexes_the_order_path_writes.up,
    down: migration_20261201_144145_drop_indexes_the_order_path_writes.down,
    name: '20261201_144145_drop_indexes_the_order_path_writes',
  },
  {
    up: migration_20261202_172903_lots_by_location_and_code.up,
    down: migration_20261202_172903_lots_by_location_and_code.down,
    name: '20261202_172903_lots_by_location_and_code'
  },
];
