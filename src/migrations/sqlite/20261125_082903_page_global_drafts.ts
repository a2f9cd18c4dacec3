import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_home_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_features_order_idx\` ON \`_home_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_features_parent_id_idx\` ON \`_home_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_features_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_version_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_version_features_locales_locale_parent_id_unique\` ON \`_home_v_version_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_solutions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`solution\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_solutions_order_idx\` ON \`_home_v_version_solutions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_solutions_parent_id_idx\` ON \`_home_v_version_solutions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_solutions_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_version_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_version_solutions_locales_locale_parent_id_unique\` ON \`_home_v_version_solutions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_social_image_id\` integer,
  	\`version_seo_no_site_name\` integer DEFAULT false,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_seo_social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_seo_version_seo_social_image_idx\` ON \`_home_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_snapshot_idx\` ON \`_home_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_published_locale_idx\` ON \`_home_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_locales\` (
  	\`version_seo_seo_title\` text,
  	\`version_seo_seo_keywords\` text,
  	\`version_seo_seo_description\` text,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_title\` text,
  	\`version_hero_subtitle\` text,
  	\`version_hero_primary_label\` text,
  	\`version_hero_secondary_label\` text,
  	\`version_features_title\` text,
  	\`version_solutions_title\` text,
  	\`version_download_title\` text,
  	\`version_download_text\` text,
  	\`version_download_button\` text,
  	\`version_register_title\` text,
  	\`version_register_text\` text,
  	\`version_register_button\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_locales_locale_parent_id_unique\` ON \`_home_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_plans_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`currency\` text,
  	\`monthly\` numeric,
  	\`annual\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v_version_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_plans_prices_order_idx\` ON \`_pricing_v_version_plans_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_plans_prices_parent_id_idx\` ON \`_pricing_v_version_plans_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`highlighted\` integer DEFAULT false,
  	\`contact_sales\` integer DEFAULT false,
  	\`profiles\` numeric,
  	\`members\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_plans_order_idx\` ON \`_pricing_v_version_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_plans_parent_id_idx\` ON \`_pricing_v_version_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_plans_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v_version_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pricing_v_version_plans_locales_locale_parent_id_unique\` ON \`_pricing_v_version_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_rows_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v_version_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_rows_values_order_idx\` ON \`_pricing_v_version_rows_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_rows_values_parent_id_idx\` ON \`_pricing_v_version_rows_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_rows_values_locales\` (
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v_version_rows_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pricing_v_version_rows_values_locales_locale_parent_id_uniq\` ON \`_pricing_v_version_rows_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_rows_order_idx\` ON \`_pricing_v_version_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_rows_parent_id_idx\` ON \`_pricing_v_version_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_rows_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v_version_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pricing_v_version_rows_locales_locale_parent_id_unique\` ON \`_pricing_v_version_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_faq_order_idx\` ON \`_pricing_v_version_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_faq_parent_id_idx\` ON \`_pricing_v_version_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_faq_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v_version_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pricing_v_version_faq_locales_locale_parent_id_unique\` ON \`_pricing_v_version_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_country_currencies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`country\` text,
  	\`currency\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_country_currencies_order_idx\` ON \`_pricing_v_version_country_currencies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_country_currencies_parent_id_idx\` ON \`_pricing_v_version_country_currencies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_social_image_id\` integer,
  	\`version_seo_no_site_name\` integer DEFAULT false,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_seo_social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_seo_version_seo_social_image_idx\` ON \`_pricing_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_version__status_idx\` ON \`_pricing_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_created_at_idx\` ON \`_pricing_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_updated_at_idx\` ON \`_pricing_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_snapshot_idx\` ON \`_pricing_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_published_locale_idx\` ON \`_pricing_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_latest_idx\` ON \`_pricing_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_locales\` (
  	\`version_seo_seo_title\` text,
  	\`version_seo_seo_keywords\` text,
  	\`version_seo_seo_description\` text,
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_faq_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pricing_v_locales_locale_parent_id_unique\` ON \`_pricing_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_download_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_social_image_id\` integer,
  	\`version_seo_no_site_name\` integer DEFAULT false,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_seo_social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_download_v_version_seo_version_seo_social_image_idx\` ON \`_download_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_download_v_version_version__status_idx\` ON \`_download_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_download_v_created_at_idx\` ON \`_download_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_download_v_updated_at_idx\` ON \`_download_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_download_v_snapshot_idx\` ON \`_download_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_download_v_published_locale_idx\` ON \`_download_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_download_v_latest_idx\` ON \`_download_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_download_v_locales\` (
  	\`version_seo_seo_title\` text,
  	\`version_seo_seo_keywords\` text,
  	\`version_seo_seo_description\` text,
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_requirements_windows\` text,
  	\`version_requirements_mac\` text,
  	\`version_requirements_linux\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_download_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_download_v_locales_locale_parent_id_unique\` ON \`_download_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_home_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_features\`("_order", "_parent_id", "id", "feature") SELECT "_order", "_parent_id", "id", "feature" FROM \`home_features\`;`)
  await db.run(sql`DROP TABLE \`home_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_features\` RENAME TO \`home_features\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`home_features_order_idx\` ON \`home_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_features_parent_id_idx\` ON \`home_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_features_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_features_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`home_features_locales\`;`)
  await db.run(sql`DROP TABLE \`home_features_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_features_locales\` RENAME TO \`home_features_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_features_locales_locale_parent_id_unique\` ON \`home_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_solutions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`solution\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_solutions\`("_order", "_parent_id", "id", "solution") SELECT "_order", "_parent_id", "id", "solution" FROM \`home_solutions\`;`)
  await db.run(sql`DROP TABLE \`home_solutions\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_solutions\` RENAME TO \`home_solutions\`;`)
  await db.run(sql`CREATE INDEX \`home_solutions_order_idx\` ON \`home_solutions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_solutions_parent_id_idx\` ON \`home_solutions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_solutions_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_solutions_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`home_solutions_locales\`;`)
  await db.run(sql`DROP TABLE \`home_solutions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_solutions_locales\` RENAME TO \`home_solutions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_solutions_locales_locale_parent_id_unique\` ON \`home_solutions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_locales\` (
  	\`seo_seo_title\` text,
  	\`seo_seo_keywords\` text,
  	\`seo_seo_description\` text,
  	\`hero_eyebrow\` text,
  	\`hero_title\` text,
  	\`hero_subtitle\` text,
  	\`hero_primary_label\` text,
  	\`hero_secondary_label\` text,
  	\`features_title\` text,
  	\`solutions_title\` text,
  	\`download_title\` text,
  	\`download_text\` text,
  	\`download_button\` text,
  	\`register_title\` text,
  	\`register_text\` text,
  	\`register_button\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_locales\`("seo_seo_title", "seo_seo_keywords", "seo_seo_description", "hero_eyebrow", "hero_title", "hero_subtitle", "hero_primary_label", "hero_secondary_label", "features_title", "solutions_title", "download_title", "download_text", "download_button", "register_title", "register_text", "register_button", "id", "_locale", "_parent_id") SELECT "seo_seo_title", "seo_seo_keywords", "seo_seo_description", "hero_eyebrow", "hero_title", "hero_subtitle", "hero_primary_label", "hero_secondary_label", "features_title", "solutions_title", "download_title", "download_text", "download_button", "register_title", "register_text", "register_button", "id", "_locale", "_parent_id" FROM \`home_locales\`;`)
  await db.run(sql`DROP TABLE \`home_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_locales\` RENAME TO \`home_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_locales_locale_parent_id_unique\` ON \`home_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text,
  	\`monthly\` numeric,
  	\`annual\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_plans_prices\`("_order", "_parent_id", "id", "currency", "monthly", "annual") SELECT "_order", "_parent_id", "id", "currency", "monthly", "annual" FROM \`pricing_plans_prices\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_prices\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans_prices\` RENAME TO \`pricing_plans_prices\`;`)
  await db.run(sql`CREATE INDEX \`pricing_plans_prices_order_idx\` ON \`pricing_plans_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_prices_parent_id_idx\` ON \`pricing_plans_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`highlighted\` integer DEFAULT false,
  	\`contact_sales\` integer DEFAULT false,
  	\`profiles\` numeric,
  	\`members\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_plans\`("_order", "_parent_id", "id", "key", "highlighted", "contact_sales", "profiles", "members") SELECT "_order", "_parent_id", "id", "key", "highlighted", "contact_sales", "profiles", "members" FROM \`pricing_plans\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans\` RENAME TO \`pricing_plans\`;`)
  await db.run(sql`CREATE INDEX \`pricing_plans_order_idx\` ON \`pricing_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_parent_id_idx\` ON \`pricing_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_plans_locales\`("name", "description", "id", "_locale", "_parent_id") SELECT "name", "description", "id", "_locale", "_parent_id" FROM \`pricing_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans_locales\` RENAME TO \`pricing_plans_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_plans_locales_locale_parent_id_unique\` ON \`pricing_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_rows_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_rows_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`pricing_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`pricing_rows_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_rows_locales\` RENAME TO \`pricing_rows_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_rows_locales_locale_parent_id_unique\` ON \`pricing_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_faq_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_faq_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`pricing_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`pricing_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_faq_locales\` RENAME TO \`pricing_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_faq_locales_locale_parent_id_unique\` ON \`pricing_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_country_currencies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text,
  	\`currency\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_country_currencies\`("_order", "_parent_id", "id", "country", "currency") SELECT "_order", "_parent_id", "id", "country", "currency" FROM \`pricing_country_currencies\`;`)
  await db.run(sql`DROP TABLE \`pricing_country_currencies\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_country_currencies\` RENAME TO \`pricing_country_currencies\`;`)
  await db.run(sql`CREATE INDEX \`pricing_country_currencies_order_idx\` ON \`pricing_country_currencies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_country_currencies_parent_id_idx\` ON \`pricing_country_currencies\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`pricing__status_idx\` ON \`pricing\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`download\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`download__status_idx\` ON \`download\` (\`_status\`);`)
  // What was saved before drafts existed was live: it stays published (visitors read only published versions).
  await db.run(sql`UPDATE \`home\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`pricing\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`download\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_home_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_solutions\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_solutions_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_plans_prices\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_plans\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_rows_values\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_rows_values_locales\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_rows\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_faq\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_country_currencies\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_download_v\`;`)
  await db.run(sql`DROP TABLE \`_download_v_locales\`;`)
  await db.run(sql`DROP INDEX \`home__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`pricing__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`download__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`download\` DROP COLUMN \`_status\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_home_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_features\`("_order", "_parent_id", "id", "feature") SELECT "_order", "_parent_id", "id", "feature" FROM \`home_features\`;`)
  await db.run(sql`DROP TABLE \`home_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_features\` RENAME TO \`home_features\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`home_features_order_idx\` ON \`home_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_features_parent_id_idx\` ON \`home_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_features_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_features_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`home_features_locales\`;`)
  await db.run(sql`DROP TABLE \`home_features_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_features_locales\` RENAME TO \`home_features_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_features_locales_locale_parent_id_unique\` ON \`home_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_solutions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`solution\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_solutions\`("_order", "_parent_id", "id", "solution") SELECT "_order", "_parent_id", "id", "solution" FROM \`home_solutions\`;`)
  await db.run(sql`DROP TABLE \`home_solutions\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_solutions\` RENAME TO \`home_solutions\`;`)
  await db.run(sql`CREATE INDEX \`home_solutions_order_idx\` ON \`home_solutions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_solutions_parent_id_idx\` ON \`home_solutions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_solutions_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_solutions_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`home_solutions_locales\`;`)
  await db.run(sql`DROP TABLE \`home_solutions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_solutions_locales\` RENAME TO \`home_solutions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_solutions_locales_locale_parent_id_unique\` ON \`home_solutions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_locales\` (
  	\`seo_seo_title\` text,
  	\`seo_seo_keywords\` text,
  	\`seo_seo_description\` text,
  	\`hero_eyebrow\` text,
  	\`hero_title\` text NOT NULL,
  	\`hero_subtitle\` text,
  	\`hero_primary_label\` text,
  	\`hero_secondary_label\` text,
  	\`features_title\` text,
  	\`solutions_title\` text,
  	\`download_title\` text,
  	\`download_text\` text,
  	\`download_button\` text,
  	\`register_title\` text,
  	\`register_text\` text,
  	\`register_button\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_locales\`("seo_seo_title", "seo_seo_keywords", "seo_seo_description", "hero_eyebrow", "hero_title", "hero_subtitle", "hero_primary_label", "hero_secondary_label", "features_title", "solutions_title", "download_title", "download_text", "download_button", "register_title", "register_text", "register_button", "id", "_locale", "_parent_id") SELECT "seo_seo_title", "seo_seo_keywords", "seo_seo_description", "hero_eyebrow", "hero_title", "hero_subtitle", "hero_primary_label", "hero_secondary_label", "features_title", "solutions_title", "download_title", "download_text", "download_button", "register_title", "register_text", "register_button", "id", "_locale", "_parent_id" FROM \`home_locales\`;`)
  await db.run(sql`DROP TABLE \`home_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_locales\` RENAME TO \`home_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_locales_locale_parent_id_unique\` ON \`home_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`monthly\` numeric NOT NULL,
  	\`annual\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_plans_prices\`("_order", "_parent_id", "id", "currency", "monthly", "annual") SELECT "_order", "_parent_id", "id", "currency", "monthly", "annual" FROM \`pricing_plans_prices\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_prices\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans_prices\` RENAME TO \`pricing_plans_prices\`;`)
  await db.run(sql`CREATE INDEX \`pricing_plans_prices_order_idx\` ON \`pricing_plans_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_prices_parent_id_idx\` ON \`pricing_plans_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`highlighted\` integer DEFAULT false,
  	\`contact_sales\` integer DEFAULT false,
  	\`profiles\` numeric,
  	\`members\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_plans\`("_order", "_parent_id", "id", "key", "highlighted", "contact_sales", "profiles", "members") SELECT "_order", "_parent_id", "id", "key", "highlighted", "contact_sales", "profiles", "members" FROM \`pricing_plans\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans\` RENAME TO \`pricing_plans\`;`)
  await db.run(sql`CREATE INDEX \`pricing_plans_order_idx\` ON \`pricing_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_parent_id_idx\` ON \`pricing_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_plans_locales\`("name", "description", "id", "_locale", "_parent_id") SELECT "name", "description", "id", "_locale", "_parent_id" FROM \`pricing_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans_locales\` RENAME TO \`pricing_plans_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_plans_locales_locale_parent_id_unique\` ON \`pricing_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_rows_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_rows_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`pricing_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`pricing_rows_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_rows_locales\` RENAME TO \`pricing_rows_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_rows_locales_locale_parent_id_unique\` ON \`pricing_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_faq_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_faq_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`pricing_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`pricing_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_faq_locales\` RENAME TO \`pricing_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_faq_locales_locale_parent_id_unique\` ON \`pricing_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_country_currencies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text NOT NULL,
  	\`currency\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_country_currencies\`("_order", "_parent_id", "id", "country", "currency") SELECT "_order", "_parent_id", "id", "country", "currency" FROM \`pricing_country_currencies\`;`)
  await db.run(sql`DROP TABLE \`pricing_country_currencies\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_country_currencies\` RENAME TO \`pricing_country_currencies\`;`)
  await db.run(sql`CREATE INDEX \`pricing_country_currencies_order_idx\` ON \`pricing_country_currencies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_country_currencies_parent_id_idx\` ON \`pricing_country_currencies\` (\`_parent_id\`);`)
}
