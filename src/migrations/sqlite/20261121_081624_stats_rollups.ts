import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stat_daily\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`locale\` text DEFAULT '',
  	\`path\` text DEFAULT '',
  	\`kind\` text NOT NULL,
  	\`key\` text DEFAULT '',
  	\`events\` numeric DEFAULT 0 NOT NULL,
  	\`devices\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`stat_daily_day_idx\` ON \`stat_daily\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`stat_daily_kind_idx\` ON \`stat_daily\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`stat_daily_updated_at_idx\` ON \`stat_daily\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stat_daily_created_at_idx\` ON \`stat_daily\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_locale_path_kind_key_idx\` ON \`stat_daily\` (\`day\`,\`locale\`,\`path\`,\`kind\`,\`key\`);`)
  await db.run(sql`CREATE TABLE \`stat_salts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`salt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stat_salts_day_idx\` ON \`stat_salts\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`stat_salts_updated_at_idx\` ON \`stat_salts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stat_salts_created_at_idx\` ON \`stat_salts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`stat_events\` ADD \`day\` text;`)
  await db.run(sql`ALTER TABLE \`stat_events\` ADD \`path\` text;`)
  await db.run(sql`ALTER TABLE \`stat_events\` ADD \`key\` text;`)
  await db.run(sql`CREATE INDEX \`stat_events_day_idx\` ON \`stat_events\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`stat_events_path_idx\` ON \`stat_events\` (\`path\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stat_daily_id\` integer REFERENCES stat_daily(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stat_salts_id\` integer REFERENCES stat_salts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stat_daily_id_idx\` ON \`payload_locked_documents_rels\` (\`stat_daily_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stat_salts_id_idx\` ON \`payload_locked_documents_rels\` (\`stat_salts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stat_daily\`;`)
  await db.run(sql`DROP TABLE \`stat_salts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`news_id\` integer,
  	\`guides_id\` integer,
  	\`helps_id\` integer,
  	\`docs_id\` integer,
  	\`release_id\` integer,
  	\`faqs_id\` integer,
  	\`partners_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	\`authors_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`consultations_id\` integer,
  	\`referral_visits_id\` integer,
  	\`source_records_id\` integer,
  	\`fingerprints_id\` integer,
  	\`stat_events_id\` integer,
  	\`accounts_id\` integer,
  	\`login_codes_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guides_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`helps_id\`) REFERENCES \`helps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`docs_id\`) REFERENCES \`docs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`release_id\`) REFERENCES \`release\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultations_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`referral_visits_id\`) REFERENCES \`referral_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`source_records_id\`) REFERENCES \`source_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fingerprints_id\`) REFERENCES \`fingerprints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stat_events_id\`) REFERENCES \`stat_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`login_codes_id\`) REFERENCES \`login_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "news_id", "guides_id", "helps_id", "docs_id", "release_id", "faqs_id", "partners_id", "categories_id", "tags_id", "authors_id", "media_id", "redirects_id", "consultations_id", "referral_visits_id", "source_records_id", "fingerprints_id", "stat_events_id", "accounts_id", "login_codes_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "news_id", "guides_id", "helps_id", "docs_id", "release_id", "faqs_id", "partners_id", "categories_id", "tags_id", "authors_id", "media_id", "redirects_id", "consultations_id", "referral_visits_id", "source_records_id", "fingerprints_id", "stat_events_id", "accounts_id", "login_codes_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guides_id_idx\` ON \`payload_locked_documents_rels\` (\`guides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_helps_id_idx\` ON \`payload_locked_documents_rels\` (\`helps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_docs_id_idx\` ON \`payload_locked_documents_rels\` (\`docs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_release_id_idx\` ON \`payload_locked_documents_rels\` (\`release_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consultations_id_idx\` ON \`payload_locked_documents_rels\` (\`consultations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_referral_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`referral_visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_source_records_id_idx\` ON \`payload_locked_documents_rels\` (\`source_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fingerprints_id_idx\` ON \`payload_locked_documents_rels\` (\`fingerprints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stat_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stat_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_login_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`login_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`stat_events_day_idx\`;`)
  await db.run(sql`DROP INDEX \`stat_events_path_idx\`;`)
  await db.run(sql`ALTER TABLE \`stat_events\` DROP COLUMN \`day\`;`)
  await db.run(sql`ALTER TABLE \`stat_events\` DROP COLUMN \`path\`;`)
  await db.run(sql`ALTER TABLE \`stat_events\` DROP COLUMN \`key\`;`)
}
