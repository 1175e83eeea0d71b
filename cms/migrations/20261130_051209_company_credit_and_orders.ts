import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { ordersAndCreditToCompanies } from '../services/companies/orders-to-companies'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`company_id\` text(36) REFERENCES companies(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`orders_company_idx\` ON \`orders\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`buyers_see_company_orders\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`credit_limit\` numeric;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`credit_terms_days\` numeric;`)
  // Orders so far become their buyer's company's, and a company takes its members' credit (decision 076).
  payload.logger.info(`companies given their members' credit: ${await ordersAndCreditToCompanies(payload, req)}`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`order_id\` text,
  	\`customer_id\` text(36) NOT NULL,
  	\`status\` text DEFAULT 'ORDERED' NOT NULL,
  	\`address_type\` text,
  	\`address_door_no\` text,
  	\`address_street_name\` text,
  	\`address_land_mark\` text,
  	\`address_city\` text,
  	\`address_state\` text,
  	\`address_pincode\` text,
  	\`gstin\` text,
  	\`business_name\` text,
  	\`po_number\` text,
  	\`cost_centre\` text,
  	\`location_name\` text,
  	\`subtotal\` numeric NOT NULL,
  	\`discount_code\` text,
  	\`discount_percent\` numeric,
  	\`discount_amount\` numeric,
  	\`total\` numeric NOT NULL,
  	\`payment_type\` text NOT NULL,
  	\`payment_status\` text DEFAULT 'PENDING' NOT NULL,
  	\`paid_at\` text,
  	\`cart_id\` text(36),
  	\`approved_by_id\` text(36),
  	\`approver_name\` text,
  	\`razorpay_order_id\` text,
  	\`razorpay_payment_id\` text,
  	\`razorpay_cancelled_at\` text,
  	\`stock_hold_lapsed_at\` text,
  	\`stock_hold_reheld_at\` text,
  	\`stock_hold_note\` text,
  	\`shipment_courier\` text,
  	\`shipment_tracking_number\` text,
  	\`shipment_tracking_url\` text,
  	\`shipment_part_b_mode\` text,
  	\`shipment_part_b_transporter_id\` text,
  	\`shipment_part_b_vehicle_number\` text,
  	\`shipment_part_b_document_number\` text,
  	\`shipment_part_b_document_date\` text,
  	\`shipment_part_b_distance_km\` numeric,
  	\`cancellation_reason\` text,
  	\`refund_amount\` numeric,
  	\`refund_method\` text,
  	\`refund_reference\` text,
  	\`refund_at\` text,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`approved_by_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "order_id", "customer_id", "status", "address_type", "address_door_no", "address_street_name", "address_land_mark", "address_city", "address_state", "address_pincode", "gstin", "business_name", "po_number", "cost_centre", "location_name", "subtotal", "discount_code", "discount_percent", "discount_amount", "total", "payment_type", "payment_status", "paid_at", "cart_id", "approved_by_id", "approver_name", "razorpay_order_id", "razorpay_payment_id", "razorpay_cancelled_at", "stock_hold_lapsed_at", "stock_hold_reheld_at", "stock_hold_note", "shipment_courier", "shipment_tracking_number", "shipment_tracking_url", "shipment_part_b_mode", "shipment_part_b_transporter_id", "shipment_part_b_vehicle_number", "shipment_part_b_document_number", "shipment_part_b_document_date", "shipment_part_b_distance_km", "cancellation_reason", "refund_amount", "refund_method", "refund_reference", "refund_at", "search_text", "updated_at", "created_at") SELECT "id", "order_id", "customer_id", "status", "address_type", "address_door_no", "address_street_name", "address_land_mark", "address_city", "address_state", "address_pincode", "gstin", "business_name", "po_number", "cost_centre", "location_name", "subtotal", "discount_code", "discount_percent", "discount_amount", "total", "payment_type", "payment_status", "paid_at", "cart_id", "approved_by_id", "approver_name", "razorpay_order_id", "razorpay_payment_id", "razorpay_cancelled_at", "stock_hold_lapsed_at", "stock_hold_reheld_at", "stock_hold_note", "shipment_courier", "shipment_tracking_number", "shipment_tracking_url", "shipment_part_b_mode", "shipment_part_b_transporter_id", "shipment_part_b_vehicle_number", "shipment_part_b_document_number", "shipment_part_b_document_date", "shipment_part_b_distance_km", "cancellation_reason", "refund_amount", "refund_method", "refund_reference", "refund_at", "search_text", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_id_idx\` ON \`orders\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_cart_idx\` ON \`orders\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_approved_by_idx\` ON \`orders\` (\`approved_by_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_razorpay_razorpay_order_id_idx\` ON \`orders\` (\`razorpay_order_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_search_text_idx\` ON \`orders\` (\`search_text\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`orders\` (\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`createdAt_orderId_searchText_idx\` ON \`orders\` (\`created_at\`,\`order_id\`,\`search_text\`);`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`buyers_see_company_orders\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`credit_limit\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`credit_terms_days\`;`)
}
