import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "referral_visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"landing" varchar,
  	"ip_hash" varchar,
  	"country" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "source_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_url" varchar,
  	"source" varchar,
  	"callback" varchar,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_term" varchar,
  	"utm_content" varchar,
  	"utm_campaign" varchar,
  	"bd_vid" varchar,
  	"referers" jsonb,
  	"ip_hash" varchar,
  	"country" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fingerprints" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hash" varchar NOT NULL,
  	"device" varchar NOT NULL,
  	"data" jsonb NOT NULL,
  	"ip_hash" varchar,
  	"country" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "referral_visits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "source_records_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fingerprints_id" integer;
  CREATE INDEX "referral_visits_code_idx" ON "referral_visits" USING btree ("code");
  CREATE INDEX "referral_visits_ip_hash_idx" ON "referral_visits" USING btree ("ip_hash");
  CREATE INDEX "referral_visits_updated_at_idx" ON "referral_visits" USING btree ("updated_at");
  CREATE INDEX "referral_visits_created_at_idx" ON "referral_visits" USING btree ("created_at");
  CREATE INDEX "source_records_source_idx" ON "source_records" USING btree ("source");
  CREATE INDEX "source_records_utm_source_idx" ON "source_records" USING btree ("utm_source");
  CREATE INDEX "source_records_utm_campaign_idx" ON "source_records" USING btree ("utm_campaign");
  CREATE INDEX "source_records_ip_hash_idx" ON "source_records" USING btree ("ip_hash");
  CREATE INDEX "source_records_updated_at_idx" ON "source_records" USING btree ("updated_at");
  CREATE INDEX "source_records_created_at_idx" ON "source_records" USING btree ("created_at");
  CREATE INDEX "fingerprints_hash_idx" ON "fingerprints" USING btree ("hash");
  CREATE INDEX "fingerprints_device_idx" ON "fingerprints" USING btree ("device");
  CREATE INDEX "fingerprints_ip_hash_idx" ON "fingerprints" USING btree ("ip_hash");
  CREATE INDEX "fingerprints_updated_at_idx" ON "fingerprints" USING btree ("updated_at");
  CREATE INDEX "fingerprints_created_at_idx" ON "fingerprints" USING btree ("created_at");
  CREATE UNIQUE INDEX "device_hash_idx" ON "fingerprints" USING btree ("device","hash");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_referral_visits_fk" FOREIGN KEY ("referral_visits_id") REFERENCES "public"."referral_visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_source_records_fk" FOREIGN KEY ("source_records_id") REFERENCES "public"."source_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fingerprints_fk" FOREIGN KEY ("fingerprints_id") REFERENCES "public"."fingerprints"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_referral_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("referral_visits_id");
  CREATE INDEX "payload_locked_documents_rels_source_records_id_idx" ON "payload_locked_documents_rels" USING btree ("source_records_id");
  CREATE INDEX "payload_locked_documents_rels_fingerprints_id_idx" ON "payload_locked_documents_rels" USING btree ("fingerprints_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "referral_visits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "source_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fingerprints" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "referral_visits" CASCADE;
  DROP TABLE "source_records" CASCADE;
  DROP TABLE "fingerprints" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_referral_visits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_source_records_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fingerprints_fk";
  
  DROP INDEX "payload_locked_documents_rels_referral_visits_id_idx";
  DROP INDEX "payload_locked_documents_rels_source_records_id_idx";
  DROP INDEX "payload_locked_documents_rels_fingerprints_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "referral_visits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "source_records_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fingerprints_id";`)
}
