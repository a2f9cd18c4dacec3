import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stat_events" ADD COLUMN "entry" numeric;
  ALTER TABLE "stat_events" ADD COLUMN "referrer_domain" varchar;
  ALTER TABLE "stat_events" ADD COLUMN "device_class" varchar;
  ALTER TABLE "stat_events" ADD COLUMN "os" varchar;
  ALTER TABLE "stat_events" ADD COLUMN "browser" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stat_events" DROP COLUMN "entry";
  ALTER TABLE "stat_events" DROP COLUMN "referrer_domain";
  ALTER TABLE "stat_events" DROP COLUMN "device_class";
  ALTER TABLE "stat_events" DROP COLUMN "os";
  ALTER TABLE "stat_events" DROP COLUMN "browser";`)
}
