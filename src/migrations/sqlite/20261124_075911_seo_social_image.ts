import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`roles\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "roles", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "roles", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_social_image_idx\` ON \`pages\` (\`seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_social_image_idx\` ON \`_pages_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`posts_seo_seo_social_image_idx\` ON \`posts\` (\`seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_seo_version_seo_social_image_idx\` ON \`_posts_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`news_seo_seo_social_image_idx\` ON \`news\` (\`seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_seo_version_seo_social_image_idx\` ON \`_news_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`guides\` ADD \`seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`guides_seo_seo_social_image_idx\` ON \`guides\` (\`seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_guides_v\` ADD \`version_seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_seo_version_seo_social_image_idx\` ON \`_guides_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`helps\` ADD \`seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`helps_seo_seo_social_image_idx\` ON \`helps\` (\`seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_helps_v\` ADD \`version_seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_helps_v_version_seo_version_seo_social_image_idx\` ON \`_helps_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`docs\` ADD \`seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`docs_seo_seo_social_image_idx\` ON \`docs\` (\`seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_docs_v\` ADD \`version_seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_docs_v_version_seo_version_seo_social_image_idx\` ON \`_docs_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`release\` ADD \`seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`release_seo_seo_social_image_idx\` ON \`release\` (\`seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_release_v\` ADD \`version_seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_release_v_version_seo_version_seo_social_image_idx\` ON \`_release_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`faqs_seo_seo_social_image_idx\` ON \`faqs\` (\`seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_seo_version_seo_social_image_idx\` ON \`_faqs_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`partners_seo_seo_social_image_idx\` ON \`partners\` (\`seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_partners_v\` ADD \`version_seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_seo_version_seo_social_image_idx\` ON \`_partners_v\` (\`version_seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`home_seo_seo_social_image_idx\` ON \`home\` (\`seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pricing_seo_seo_social_image_idx\` ON \`pricing\` (\`seo_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`download\` ADD \`seo_social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`download_seo_seo_social_image_idx\` ON \`download\` (\`seo_social_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`section\` text DEFAULT 'page',
  	\`slug\` text,
  	\`path\` text,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "section", "slug", "path", "seo_no_site_name", "updated_at", "created_at", "_status") SELECT "id", "section", "slug", "path", "seo_no_site_name", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_section\` text DEFAULT 'page',
  	\`version_slug\` text,
  	\`version_path\` text,
  	\`version_seo_no_site_name\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_section", "version_slug", "version_path", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_section", "version_slug", "version_path", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`cover_id\` integer,
  	\`author_id\` integer,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "slug", "published_at", "cover_id", "author_id", "seo_no_site_name", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "cover_id", "author_id", "seo_no_site_name", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_cover_idx\` ON \`posts\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_author_idx\` ON \`posts\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_cover_id\` integer,
  	\`version_author_id\` integer,
  	\`version_seo_no_site_name\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_slug", "version_published_at", "version_cover_id", "version_author_id", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_cover_id", "version_author_id", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_cover_idx\` ON \`_posts_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_author_idx\` ON \`_posts_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`cover_id\` integer,
  	\`author_id\` integer,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "slug", "published_at", "cover_id", "author_id", "seo_no_site_name", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "cover_id", "author_id", "seo_no_site_name", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_cover_idx\` ON \`news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`news_author_idx\` ON \`news\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_cover_id\` integer,
  	\`version_author_id\` integer,
  	\`version_seo_no_site_name\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_slug", "version_published_at", "version_cover_id", "version_author_id", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_cover_id", "version_author_id", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_cover_idx\` ON \`_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_author_idx\` ON \`_news_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_guides\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`cover_id\` integer,
  	\`author_id\` integer,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_guides\`("id", "slug", "published_at", "cover_id", "author_id", "seo_no_site_name", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "cover_id", "author_id", "seo_no_site_name", "updated_at", "created_at", "_status" FROM \`guides\`;`)
  await db.run(sql`DROP TABLE \`guides\`;`)
  await db.run(sql`ALTER TABLE \`__new_guides\` RENAME TO \`guides\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`guides_slug_idx\` ON \`guides\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`guides_published_at_idx\` ON \`guides\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`guides_cover_idx\` ON \`guides\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`guides_author_idx\` ON \`guides\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`guides_updated_at_idx\` ON \`guides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`guides_created_at_idx\` ON \`guides\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`guides__status_idx\` ON \`guides\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__guides_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_cover_id\` integer,
  	\`version_author_id\` integer,
  	\`version_seo_no_site_name\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__guides_v\`("id", "parent_id", "version_slug", "version_published_at", "version_cover_id", "version_author_id", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_cover_id", "version_author_id", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_guides_v\`;`)
  await db.run(sql`DROP TABLE \`_guides_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__guides_v\` RENAME TO \`_guides_v\`;`)
  await db.run(sql`CREATE INDEX \`_guides_v_parent_idx\` ON \`_guides_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_slug_idx\` ON \`_guides_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_published_at_idx\` ON \`_guides_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_cover_idx\` ON \`_guides_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_author_idx\` ON \`_guides_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_updated_at_idx\` ON \`_guides_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_created_at_idx\` ON \`_guides_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version__status_idx\` ON \`_guides_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_created_at_idx\` ON \`_guides_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_updated_at_idx\` ON \`_guides_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_snapshot_idx\` ON \`_guides_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_published_locale_idx\` ON \`_guides_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_latest_idx\` ON \`_guides_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_helps\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_helps\`("id", "slug", "published_at", "seo_no_site_name", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "seo_no_site_name", "updated_at", "created_at", "_status" FROM \`helps\`;`)
  await db.run(sql`DROP TABLE \`helps\`;`)
  await db.run(sql`ALTER TABLE \`__new_helps\` RENAME TO \`helps\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`helps_slug_idx\` ON \`helps\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`helps_published_at_idx\` ON \`helps\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`helps_updated_at_idx\` ON \`helps\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`helps_created_at_idx\` ON \`helps\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`helps__status_idx\` ON \`helps\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__helps_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_seo_no_site_name\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`helps\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__helps_v\`("id", "parent_id", "version_slug", "version_published_at", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_helps_v\`;`)
  await db.run(sql`DROP TABLE \`_helps_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__helps_v\` RENAME TO \`_helps_v\`;`)
  await db.run(sql`CREATE INDEX \`_helps_v_parent_idx\` ON \`_helps_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_helps_v_version_version_slug_idx\` ON \`_helps_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_helps_v_version_version_published_at_idx\` ON \`_helps_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_helps_v_version_version_updated_at_idx\` ON \`_helps_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_helps_v_version_version_created_at_idx\` ON \`_helps_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_helps_v_version_version__status_idx\` ON \`_helps_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_helps_v_created_at_idx\` ON \`_helps_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_helps_v_updated_at_idx\` ON \`_helps_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_helps_v_snapshot_idx\` ON \`_helps_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_helps_v_published_locale_idx\` ON \`_helps_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_helps_v_latest_idx\` ON \`_helps_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_docs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`parent_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`docs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_docs\`("id", "slug", "published_at", "parent_id", "order", "seo_no_site_name", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "parent_id", "order", "seo_no_site_name", "updated_at", "created_at", "_status" FROM \`docs\`;`)
  await db.run(sql`DROP TABLE \`docs\`;`)
  await db.run(sql`ALTER TABLE \`__new_docs\` RENAME TO \`docs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`docs_slug_idx\` ON \`docs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`docs_published_at_idx\` ON \`docs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`docs_parent_idx\` ON \`docs\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`docs_updated_at_idx\` ON \`docs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`docs_created_at_idx\` ON \`docs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`docs__status_idx\` ON \`docs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__docs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_parent_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_seo_no_site_name\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`docs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`docs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__docs_v\`("id", "parent_id", "version_slug", "version_published_at", "version_parent_id", "version_order", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_parent_id", "version_order", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_docs_v\`;`)
  await db.run(sql`DROP TABLE \`_docs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__docs_v\` RENAME TO \`_docs_v\`;`)
  await db.run(sql`CREATE INDEX \`_docs_v_parent_idx\` ON \`_docs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_docs_v_version_version_slug_idx\` ON \`_docs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_docs_v_version_version_published_at_idx\` ON \`_docs_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_docs_v_version_version_parent_idx\` ON \`_docs_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_docs_v_version_version_updated_at_idx\` ON \`_docs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_docs_v_version_version_created_at_idx\` ON \`_docs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_docs_v_version_version__status_idx\` ON \`_docs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_docs_v_created_at_idx\` ON \`_docs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_docs_v_updated_at_idx\` ON \`_docs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_docs_v_snapshot_idx\` ON \`_docs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_docs_v_published_locale_idx\` ON \`_docs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_docs_v_latest_idx\` ON \`_docs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_release\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`version\` text,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_release\`("id", "slug", "published_at", "version", "seo_no_site_name", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "version", "seo_no_site_name", "updated_at", "created_at", "_status" FROM \`release\`;`)
  await db.run(sql`DROP TABLE \`release\`;`)
  await db.run(sql`ALTER TABLE \`__new_release\` RENAME TO \`release\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`release_slug_idx\` ON \`release\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`release_published_at_idx\` ON \`release\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`release_version_idx\` ON \`release\` (\`version\`);`)
  await db.run(sql`CREATE INDEX \`release_updated_at_idx\` ON \`release\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`release_created_at_idx\` ON \`release\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`release__status_idx\` ON \`release\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__release_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_version\` text,
  	\`version_seo_no_site_name\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`release\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__release_v\`("id", "parent_id", "version_slug", "version_published_at", "version_version", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_version", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_release_v\`;`)
  await db.run(sql`DROP TABLE \`_release_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__release_v\` RENAME TO \`_release_v\`;`)
  await db.run(sql`CREATE INDEX \`_release_v_parent_idx\` ON \`_release_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_release_v_version_version_slug_idx\` ON \`_release_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_release_v_version_version_published_at_idx\` ON \`_release_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_release_v_version_version_version_idx\` ON \`_release_v\` (\`version_version\`);`)
  await db.run(sql`CREATE INDEX \`_release_v_version_version_updated_at_idx\` ON \`_release_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_release_v_version_version_created_at_idx\` ON \`_release_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_release_v_version_version__status_idx\` ON \`_release_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_release_v_created_at_idx\` ON \`_release_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_release_v_updated_at_idx\` ON \`_release_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_release_v_snapshot_idx\` ON \`_release_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_release_v_published_locale_idx\` ON \`_release_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_release_v_latest_idx\` ON \`_release_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`order\` numeric DEFAULT 0,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "slug", "published_at", "order", "seo_no_site_name", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "order", "seo_no_site_name", "updated_at", "created_at", "_status" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_slug_idx\` ON \`faqs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faqs_published_at_idx\` ON \`faqs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__faqs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_seo_no_site_name\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__faqs_v\`("id", "parent_id", "version_slug", "version_published_at", "version_order", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_order", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__faqs_v\` RENAME TO \`_faqs_v\`;`)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_slug_idx\` ON \`_faqs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_published_at_idx\` ON \`_faqs_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version__status_idx\` ON \`_faqs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_snapshot_idx\` ON \`_faqs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_published_locale_idx\` ON \`_faqs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_latest_idx\` ON \`_faqs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_partners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`category\` text,
  	\`order\` numeric DEFAULT 0,
  	\`logo_id\` integer,
  	\`promo_code\` text,
  	\`url\` text,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_partners\`("id", "name", "slug", "category", "order", "logo_id", "promo_code", "url", "seo_no_site_name", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "category", "order", "logo_id", "promo_code", "url", "seo_no_site_name", "updated_at", "created_at", "_status" FROM \`partners\`;`)
  await db.run(sql`DROP TABLE \`partners\`;`)
  await db.run(sql`ALTER TABLE \`__new_partners\` RENAME TO \`partners\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`partners_slug_idx\` ON \`partners\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`partners_logo_idx\` ON \`partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`partners_updated_at_idx\` ON \`partners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partners_created_at_idx\` ON \`partners\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`partners__status_idx\` ON \`partners\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__partners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_category\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_logo_id\` integer,
  	\`version_promo_code\` text,
  	\`version_url\` text,
  	\`version_seo_no_site_name\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__partners_v\`("id", "parent_id", "version_name", "version_slug", "version_category", "version_order", "version_logo_id", "version_promo_code", "version_url", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_name", "version_slug", "version_category", "version_order", "version_logo_id", "version_promo_code", "version_url", "version_seo_no_site_name", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_partners_v\`;`)
  await db.run(sql`DROP TABLE \`_partners_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__partners_v\` RENAME TO \`_partners_v\`;`)
  await db.run(sql`CREATE INDEX \`_partners_v_parent_idx\` ON \`_partners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_slug_idx\` ON \`_partners_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_logo_idx\` ON \`_partners_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_updated_at_idx\` ON \`_partners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_created_at_idx\` ON \`_partners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version__status_idx\` ON \`_partners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_created_at_idx\` ON \`_partners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_updated_at_idx\` ON \`_partners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_snapshot_idx\` ON \`_partners_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_published_locale_idx\` ON \`_partners_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_latest_idx\` ON \`_partners_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home\`("id", "seo_no_site_name", "updated_at", "created_at") SELECT "id", "seo_no_site_name", "updated_at", "created_at" FROM \`home\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`ALTER TABLE \`__new_home\` RENAME TO \`home\`;`)
  await db.run(sql`CREATE TABLE \`__new_pricing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing\`("id", "seo_no_site_name", "updated_at", "created_at") SELECT "id", "seo_no_site_name", "updated_at", "created_at" FROM \`pricing\`;`)
  await db.run(sql`DROP TABLE \`pricing\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing\` RENAME TO \`pricing\`;`)
  await db.run(sql`CREATE TABLE \`__new_download\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seo_no_site_name\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_download\`("id", "seo_no_site_name", "updated_at", "created_at") SELECT "id", "seo_no_site_name", "updated_at", "created_at" FROM \`download\`;`)
  await db.run(sql`DROP TABLE \`download\`;`)
  await db.run(sql`ALTER TABLE \`__new_download\` RENAME TO \`download\`;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`roles\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "roles", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "roles", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
}
