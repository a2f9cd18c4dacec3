import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`chat_languages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lang\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`script\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`chat\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_languages_order_idx\` ON \`chat_languages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`chat_languages_parent_id_idx\` ON \`chat_languages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`chat\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`default_script\` text,
  	\`no_chat_ips\` text,
  	\`choose_easemob_countries\` text,
  	\`choose_start_hour\` numeric,
  	\`choose_end_hour\` numeric,
  	\`choose_timezone\` text DEFAULT 'Asia/Shanghai',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`chat_languages\`;`)
  await db.run(sql`DROP TABLE \`chat\`;`)
}
