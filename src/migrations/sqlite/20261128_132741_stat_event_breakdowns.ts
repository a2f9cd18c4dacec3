import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stat_events\` ADD \`entry\` numeric;`)
  await db.run(sql`ALTER TABLE \`stat_events\` ADD \`referrer_domain\` text;`)
  await db.run(sql`ALTER TABLE \`stat_events\` ADD \`device_class\` text;`)
  await db.run(sql`ALTER TABLE \`stat_events\` ADD \`os\` text;`)
  await db.run(sql`ALTER TABLE \`stat_events\` ADD \`browser\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stat_events\` DROP COLUMN \`entry\`;`)
  await db.run(sql`ALTER TABLE \`stat_events\` DROP COLUMN \`referrer_domain\`;`)
  await db.run(sql`ALTER TABLE \`stat_events\` DROP COLUMN \`device_class\`;`)
  await db.run(sql`ALTER TABLE \`stat_events\` DROP COLUMN \`os\`;`)
  await db.run(sql`ALTER TABLE \`stat_events\` DROP COLUMN \`browser\`;`)
}
