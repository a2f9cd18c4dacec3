import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`stat_events_event_id_idx\`;`)
  await db.run(sql`DROP INDEX \`stat_events_kind_idx\`;`)
  await db.run(sql`DROP INDEX \`stat_events_device_id_idx\`;`)
  await db.run(sql`DROP INDEX \`stat_events_path_idx\`;`)
  await db.run(sql`DROP INDEX \`stat_events_locale_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`deviceId_eventId_idx\` ON \`stat_events\` (\`device_id\`,\`event_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`deviceId_eventId_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`stat_events_event_id_idx\` ON \`stat_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`stat_events_kind_idx\` ON \`stat_events\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`stat_events_device_id_idx\` ON \`stat_events\` (\`device_id\`);`)
  await db.run(sql`CREATE INDEX \`stat_events_path_idx\` ON \`stat_events\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`stat_events_locale_idx\` ON \`stat_events\` (\`locale\`);`)
}
