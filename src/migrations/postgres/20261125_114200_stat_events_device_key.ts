import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "stat_events_event_id_idx";
  DROP INDEX "stat_events_kind_idx";
  DROP INDEX "stat_events_device_id_idx";
  DROP INDEX "stat_events_path_idx";
  DROP INDEX "stat_events_locale_idx";
  CREATE UNIQUE INDEX "deviceId_eventId_idx" ON "stat_events" USING btree ("device_id","event_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "deviceId_eventId_idx";
  CREATE UNIQUE INDEX "stat_events_event_id_idx" ON "stat_events" USING btree ("event_id");
  CREATE INDEX "stat_events_kind_idx" ON "stat_events" USING btree ("kind");
  CREATE INDEX "stat_events_device_id_idx" ON "stat_events" USING btree ("device_id");
  CREATE INDEX "stat_events_path_idx" ON "stat_events" USING btree ("path");
  CREATE INDEX "stat_events_locale_idx" ON "stat_events" USING btree ("locale");`)
}
