import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stat_events_kind" AS ENUM('click', 'view', 'expose', 'error');
  CREATE TABLE "stat_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"kind" "enum_stat_events_kind" NOT NULL,
  	"op_type" numeric NOT NULL,
  	"op_obj_type" numeric NOT NULL,
  	"value" jsonb,
  	"user_timestamp" numeric,
  	"device_id" varchar,
  	"page" varchar,
  	"locale" varchar,
  	"context" jsonb,
  	"visitor_hash" varchar,
  	"country" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stat_events_id" integer;
  CREATE UNIQUE INDEX "stat_events_event_id_idx" ON "stat_events" USING btree ("event_id");
  CREATE INDEX "stat_events_kind_idx" ON "stat_events" USING btree ("kind");
  CREATE INDEX "stat_events_device_id_idx" ON "stat_events" USING btree ("device_id");
  CREATE INDEX "stat_events_locale_idx" ON "stat_events" USING btree ("locale");
  CREATE INDEX "stat_events_updated_at_idx" ON "stat_events" USING btree ("updated_at");
  CREATE INDEX "stat_events_created_at_idx" ON "stat_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stat_events_fk" FOREIGN KEY ("stat_events_id") REFERENCES "public"."stat_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stat_events_id_idx" ON "payload_locked_documents_rels" USING btree ("stat_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stat_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stat_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stat_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_stat_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stat_events_id";
  DROP TYPE "public"."enum_stat_events_kind";`)
}
