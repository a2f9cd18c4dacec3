import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { productScreensData } from '../product-screens-data'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`screen\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`scene\` text DEFAULT 'generic';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`screen\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`scene\` text DEFAULT 'generic';`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`picture_screen\` text DEFAULT 'profiles';`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`picture_scene\` text DEFAULT 'generic';`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_picture_screen\` text DEFAULT 'profiles';`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_picture_scene\` text DEFAULT 'generic';`)
  for (const statement of productScreensData()) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`screen\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`scene\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`screen\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`scene\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`picture_screen\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`picture_scene\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_picture_screen\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_picture_scene\`;`)
}
