import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`approval_requests\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`company_id\` text(36) NOT NULL,
  	\`buyer_id\` text(36) NOT NULL,
  	\`cart_id\` text(36) NOT NULL,
  	\`input\` text NOT NULL,
  	\`lines\` text NOT NULL,
  	\`subtotal\` numeric NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`rules\` text NOT NULL,
  	\`status\` text DEFAULT 'PENDING' NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`approver_id\` text(36),
  	\`decided_at\` text,
  	\`reason\` text,
  	\`order_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`approver_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`approval_requests_company_idx\` ON \`approval_requests\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_buyer_idx\` ON \`approval_requests\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_cart_idx\` ON \`approval_requests\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_status_idx\` ON \`approval_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_approver_idx\` ON \`approval_requests\` (\`approver_id\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_updated_at_idx\` ON \`approval_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_created_at_idx\` ON \`approval_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`approved_by_id\` text(36) REFERENCES customers(id);`)
  await db.run(sql`CREATE INDEX \`orders_approved_by_idx\` ON \`orders\` (\`approved_by_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`approval_requests_id\` text(36) REFERENCES approval_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_approval_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`approval_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`approval_requests\`;`)
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
  	\`subtotal\` numeric NOT NULL,
  	\`discount_code\` text,
  	\`discount_percent\` numeric,
  	\`discount_amount\` numeric,
  	\`total\` numeric NOT NULL,
  	\`payment_type\` text NOT NULL,
  	\`payment_status\` text DEFAULT 'PENDING' NOT NULL,
  	\`paid_at\` text,
  	\`cart_id\` text(36),
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
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "order_id", "customer_id", "status", "address_type", "address_door_no", "address_street_name", "address_land_mark", "address_city", "address_state", "address_pincode", "gstin", "business_name", "po_number", "subtotal", "discount_code", "discount_percent", "discount_amount", "total", "payment_type", "payment_status", "paid_at", "cart_id", "razorpay_order_id", "razorpay_payment_id", "razorpay_cancelled_at", "stock_hold_lapsed_at", "stock_hold_reheld_at", "stock_hold_note", "shipment_courier", "shipment_tracking_number", "shipment_tracking_url", "shipment_part_b_mode", "shipment_part_b_transporter_id", "shipment_part_b_vehicle_number", "shipment_part_b_document_number", "shipment_part_b_document_date", "shipment_part_b_distance_km", "cancellation_reason", "refund_amount", "refund_method", "refund_reference", "refund_at", "search_text", "updated_at", "created_at") SELECT "id", "order_id", "customer_id", "status", "address_type", "address_door_no", "address_street_name", "address_land_mark", "address_city", "address_state", "address_pincode", "gstin", "business_name", "po_number", "subtotal", "discount_code", "discount_percent", "discount_amount", "total", "payment_type", "payment_status", "paid_at", "cart_id", "razorpay_order_id", "razorpay_payment_id", "razorpay_cancelled_at", "stock_hold_lapsed_at", "stock_hold_reheld_at", "stock_hold_note", "shipment_courier", "shipment_tracking_number", "shipment_tracking_url", "shipment_part_b_mode", "shipment_part_b_transporter_id", "shipment_part_b_vehicle_number", "shipment_part_b_document_number", "shipment_part_b_document_date", "shipment_part_b_distance_km", "cancellation_reason", "refund_amount", "refund_method", "refund_reference", "refund_at", "search_text", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_id_idx\` ON \`orders\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_cart_idx\` ON \`orders\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_razorpay_razorpay_order_id_idx\` ON \`orders\` (\`razorpay_order_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_search_text_idx\` ON \`orders\` (\`search_text\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`orders\` (\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`createdAt_orderId_searchText_idx\` ON \`orders\` (\`created_at\`,\`order_id\`,\`search_text\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	\`customers_id\` text(36),
  	\`categories_id\` text(36),
  	\`products_id\` text(36),
  	\`media_id\` text(36),
  	\`product_documents_id\` text(36),
  	\`posts_id\` text(36),
  	\`post_categories_id\` text(36),
  	\`post_tags_id\` text(36),
  	\`addresses_id\` text(36),
  	\`carts_id\` text(36),
  	\`orders_id\` text(36),
  	\`payments_id\` text(36),
  	\`couriers_id\` text(36),
  	\`quotes_id\` text(36),
  	\`discount_codes_id\` text(36),
  	\`price_lists_id\` text(36),
  	\`customer_groups_id\` text(36),
  	\`companies_id\` text(36),
  	\`enquiries_id\` text(36),
  	\`gst_rates_id\` text(36),
  	\`audit_entries_id\` text(36),
  	\`tax_documents_id\` text(36),
  	\`rate_limits_id\` text(36),
  	\`catalogue_changes_id\` text(36),
  	\`catalogue_imports_id\` text(36),
  	\`returns_id\` text(36),
  	\`return_photos_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_documents_id\`) REFERENCES \`product_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_categories_id\`) REFERENCES \`post_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_tags_id\`) REFERENCES \`post_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`couriers_id\`) REFERENCES \`couriers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quotes_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`discount_codes_id\`) REFERENCES \`discount_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_groups_id\`) REFERENCES \`customer_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`companies_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gst_rates_id\`) REFERENCES \`gst_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_entries_id\`) REFERENCES \`audit_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tax_documents_id\`) REFERENCES \`tax_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`catalogue_changes_id\`) REFERENCES \`catalogue_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`catalogue_imports_id\`) REFERENCES \`catalogue_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`returns_id\`) REFERENCES \`returns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`return_photos_id\`) REFERENCES \`return_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "categories_id", "products_id", "media_id", "product_documents_id", "posts_id", "post_categories_id", "post_tags_id", "addresses_id", "carts_id", "orders_id", "payments_id", "couriers_id", "quotes_id", "discount_codes_id", "price_lists_id", "customer_groups_id", "companies_id", "enquiries_id", "gst_rates_id", "audit_entries_id", "tax_documents_id", "rate_limits_id", "catalogue_changes_id", "catalogue_imports_id", "returns_id", "return_photos_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "categories_id", "products_id", "media_id", "product_documents_id", "posts_id", "post_categories_id", "post_tags_id", "addresses_id", "carts_id", "orders_id", "payments_id", "couriers_id", "quotes_id", "discount_codes_id", "price_lists_id", "customer_groups_id", "companies_id", "enquiries_id", "gst_rates_id", "audit_entries_id", "tax_documents_id", "rate_limits_id", "catalogue_changes_id", "catalogue_imports_id", "returns_id", "return_photos_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`product_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`post_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`post_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_couriers_id_idx\` ON \`payload_locked_documents_rels\` (\`couriers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_discount_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`discount_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gst_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`gst_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalogue_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`catalogue_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalogue_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`catalogue_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_returns_id_idx\` ON \`payload_locked_documents_rels\` (\`returns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_return_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`return_photos_id\`);`)
}
