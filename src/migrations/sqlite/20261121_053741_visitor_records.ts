import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`referral_visits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`landing\` text,
  	\`ip_hash\` text,
  	\`country\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`referral_visits_code_idx\` ON \`referral_visits\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`referral_visits_ip_hash_idx\` ON \`referral_visits\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`referral_visits_updated_at_idx\` ON \`referral_visits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`referral_visits_created_at_idx\` ON \`referral_visits\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`source_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_url\` text,
  	\`source\` text,
  	\`callback\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_term\` text,
  	\`utm_content\` text,
  	\`utm_campaign\` text,
  	\`bd_vid\` text,
  	\`referers\` text,
  	\`ip_hash\` text,
  	\`country\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`source_records_source_idx\` ON \`source_records\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`source_records_utm_source_idx\` ON \`source_records\` (\`utm_source\`);`)
  await db.run(sql`CREATE INDEX \`source_records_utm_campaign_idx\` ON \`source_records\` (\`utm_campaign\`);`)
  await db.run(sql`CREATE INDEX \`source_records_ip_hash_idx\` ON \`source_records\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`source_records_updated_at_idx\` ON \`source_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`source_records_created_at_idx\` ON \`source_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fingerprints\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hash\` text NOT NULL,
  	\`device\` text NOT NULL,
  	\`data\` text NOT NULL,
  	\`ip_hash\` text,
  	\`country\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`fingerprints_hash_idx\` ON \`fingerprints\` (\`hash\`);`)
  await db.run(sql`CREATE INDEX \`fingerprints_device_idx\` ON \`fingerprints\` (\`device\`);`)
  await db.run(sql`CREATE INDEX \`fingerprints_ip_hash_idx\` ON \`fingerprints\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`fingerprints_updated_at_idx\` ON \`fingerprints\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fingerprints_created_at_idx\` ON \`fingerprints\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`device_hash_idx\` ON \`fingerprints\` (\`device\`,\`hash\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`referral_visits_id\` integer REFERENCES referral_visits(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`source_records_id\` integer REFERENCES source_records(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fingerprints_id\` integer REFERENCES fingerprints(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_referral_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`referral_visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_source_records_id_idx\` ON \`payload_locked_documents_rels\` (\`source_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fingerprints_id_idx\` ON \`payload_locked_documents_rels\` (\`fingerprints_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`referral_visits\`;`)
  await db.run(sql`DROP TABLE \`source_records\`;`)
  await db.run(sql`DROP TABLE \`fingerprints\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`news_id\` integer,
  	\`guides_id\` integer,
  	\`helps_id\` integer,
  	\`docs_id\` integer,
  	\`release_id\` integer,
  	\`faqs_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	\`authors_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guides_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`helps_id\`) REFERENCES \`helps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`docs_id\`) REFERENCES \`docs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`release_id\`) REFERENCES \`release\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "news_id", "guides_id", "helps_id", "docs_id", "release_id", "faqs_id", "categories_id", "tags_id", "authors_id", "media_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "posts_id", "news_id", "guides_id", "helps_id", "docs_id", "release_id", "faqs_id", "categories_id", "tags_id", "authors_id", "media_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guides_id_idx\` ON \`payload_locked_documents_rels\` (\`guides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_helps_id_idx\` ON \`payload_locked_documents_rels\` (\`helps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_docs_id_idx\` ON \`payload_locked_documents_rels\` (\`docs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_release_id_idx\` ON \`payload_locked_documents_rels\` (\`release_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
