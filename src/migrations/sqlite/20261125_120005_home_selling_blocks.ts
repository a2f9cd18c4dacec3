import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_proof_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_proof_logos_order_idx\` ON \`home_proof_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_proof_logos_parent_id_idx\` ON \`home_proof_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_proof_logos_logo_idx\` ON \`home_proof_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`home_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_testimonials_order_idx\` ON \`home_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_testimonials_parent_id_idx\` ON \`home_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_testimonials_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_testimonials_locales_locale_parent_id_unique\` ON \`home_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_proof_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_proof_logos_order_idx\` ON \`_home_v_version_proof_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_proof_logos_parent_id_idx\` ON \`_home_v_version_proof_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_proof_logos_logo_idx\` ON \`_home_v_version_proof_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_testimonials_order_idx\` ON \`_home_v_version_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_testimonials_parent_id_idx\` ON \`_home_v_version_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_testimonials_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_version_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_version_testimonials_locales_locale_parent_id_unique\` ON \`_home_v_version_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`picture_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`proof_users\` numeric;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`proof_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`proof_reviews\` numeric;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`proof_rating_source\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`proof_rating_url\` text;`)
  await db.run(sql`CREATE INDEX \`home_picture_picture_image_idx\` ON \`home\` (\`picture_image_id\`);`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`picture_alt\` text;`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`proof_users_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`proof_rating_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`proof_logos_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`testimonials_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`pricing_teaser_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`pricing_teaser_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`pricing_teaser_button\` text;`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`latest_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_picture_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_proof_users\` numeric;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_proof_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_proof_reviews\` numeric;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_proof_rating_source\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_proof_rating_url\` text;`)
  await db.run(sql`CREATE INDEX \`_home_v_version_picture_version_picture_image_idx\` ON \`_home_v\` (\`version_picture_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_picture_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_proof_users_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_proof_rating_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_proof_logos_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_testimonials_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_pricing_teaser_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_pricing_teaser_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_pricing_teaser_button\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_latest_title\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_proof_logos\`;`)
  await db.run(sql`DROP TABLE \`home_testimonials\`;`)
  await db.run(sql`DROP TABLE \`home_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_proof_logos\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_testimonials_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seo_social_image_id\` integer,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home\`("id", "seo_social_image_id", "seo_no_site_name", "_status", "updated_at", "created_at") SELECT "id", "seo_social_image_id", "seo_no_site_name", "_status", "updated_at", "created_at" FROM \`home\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`ALTER TABLE \`__new_home\` RENAME TO \`home\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`home_seo_seo_social_image_idx\` ON \`home\` (\`seo_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v\` (
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
  await db.run(sql`INSERT INTO \`__new__home_v\`("id", "version_seo_social_image_id", "version_seo_no_site_name", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "version_seo_social_image_id", "version_seo_no_site_name", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_home_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v\` RENAME TO \`_home_v\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_version_seo_version_seo_social_image_idx\` ON \`_home_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_snapshot_idx\` ON \`_home_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_published_locale_idx\` ON \`_home_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`home_locales\` DROP COLUMN \`picture_alt\`;`)
  await db.run(sql`ALTER TABLE \`home_locales\` DROP COLUMN \`proof_users_text\`;`)
  await db.run(sql`ALTER TABLE \`home_locales\` DROP COLUMN \`proof_rating_text\`;`)
  await db.run(sql`ALTER TABLE \`home_locales\` DROP COLUMN \`proof_logos_title\`;`)
  await db.run(sql`ALTER TABLE \`home_locales\` DROP COLUMN \`testimonials_title\`;`)
  await db.run(sql`ALTER TABLE \`home_locales\` DROP COLUMN \`pricing_teaser_title\`;`)
  await db.run(sql`ALTER TABLE \`home_locales\` DROP COLUMN \`pricing_teaser_text\`;`)
  await db.run(sql`ALTER TABLE \`home_locales\` DROP COLUMN \`pricing_teaser_button\`;`)
  await db.run(sql`ALTER TABLE \`home_locales\` DROP COLUMN \`latest_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` DROP COLUMN \`version_picture_alt\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` DROP COLUMN \`version_proof_users_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` DROP COLUMN \`version_proof_rating_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` DROP COLUMN \`version_proof_logos_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` DROP COLUMN \`version_testimonials_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` DROP COLUMN \`version_pricing_teaser_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` DROP COLUMN \`version_pricing_teaser_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` DROP COLUMN \`version_pricing_teaser_button\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` DROP COLUMN \`version_latest_title\`;`)
}
