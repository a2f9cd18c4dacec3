import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "stat_daily" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"locale" varchar DEFAULT '',
  	"path" varchar DEFAULT '',
  	"kind" varchar NOT NULL,
  	"key" varchar DEFAULT '',
  	"events" numeric DEFAULT 0 NOT NULL,
  	"devices" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stat_salts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"salt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "stat_events" ADD COLUMN "day" varchar;
  ALTER TABLE "stat_events" ADD COLUMN "path" varchar;
  ALTER TABLE "stat_events" ADD COLUMN "key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stat_daily_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stat_salts_id" integer;
  CREATE INDEX "stat_daily_day_idx" ON "stat_daily" USING btree ("day");
  CREATE INDEX "stat_daily_kind_idx" ON "stat_daily" USING btree ("kind");
  CREATE INDEX "stat_daily_updated_at_idx" ON "stat_daily" USING btree ("updated_at");
  CREATE INDEX "stat_daily_created_at_idx" ON "stat_daily" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_locale_path_kind_key_idx" ON "stat_daily" USING btree ("day","locale","path","kind","key");
  CREATE UNIQUE INDEX "stat_salts_day_idx" ON "stat_salts" USING btree ("day");
  CREATE INDEX "stat_salts_updated_at_idx" ON "stat_salts" USING btree ("updated_at");
  CREATE INDEX "stat_salts_created_at_idx" ON "stat_salts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stat_daily_fk" FOREIGN KEY ("stat_daily_id") REFERENCES "public"."stat_daily"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stat_salts_fk" FOREIGN KEY ("stat_salts_id") REFERENCES "public"."stat_salts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "stat_events_day_idx" ON "stat_events" USING btree ("day");
  CREATE INDEX "stat_events_path_idx" ON "stat_events" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_stat_daily_id_idx" ON "payload_locked_documents_rels" USING btree ("stat_daily_id");
  CREATE INDEX "payload_locked_documents_rels_stat_salts_id_idx" ON "payload_locked_documents_rels" USING btree ("stat_salts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stat_daily" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stat_salts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stat_daily" CASCADE;
  DROP TABLE "stat_salts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stat_daily_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stat_salts_fk";
  
  DROP INDEX "stat_events_day_idx";
  DROP INDEX "stat_events_path_idx";
  DROP INDEX "payload_locked_documents_rels_stat_daily_id_idx";
  DROP INDEX "payload_locked_documents_rels_stat_salts_id_idx";
  ALTER TABLE "stat_events" DROP COLUMN "day";
  ALTER TABLE "stat_events" DROP COLUMN "path";
  ALTER TABLE "stat_events" DROP COLUMN "key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stat_daily_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stat_salts_id";`)
}
