import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_chat_languages_lang" AS ENUM('en', 'zh', 'ru', 'vn', 'es', 'pt', 'tr', 'th', 'fr', 'uk', 'ko', 'hi', 'jp', 'tc');
  CREATE TYPE "public"."enum_chat_languages_provider" AS ENUM('SS_ROBOT', 'SS_HUMAN', 'HUAN_XIN');
  CREATE TABLE "chat_languages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lang" "enum_chat_languages_lang" NOT NULL,
  	"provider" "enum_chat_languages_provider" NOT NULL,
  	"script" varchar NOT NULL
  );
  
  CREATE TABLE "chat" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"default_script" varchar,
  	"no_chat_ips" varchar,
  	"choose_easemob_countries" varchar,
  	"choose_start_hour" numeric,
  	"choose_end_hour" numeric,
  	"choose_timezone" varchar DEFAULT 'Asia/Shanghai',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "chat_languages" ADD CONSTRAINT "chat_languages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chat"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "chat_languages_order_idx" ON "chat_languages" USING btree ("_order");
  CREATE INDEX "chat_languages_parent_id_idx" ON "chat_languages" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "chat_languages" CASCADE;
  DROP TABLE "chat" CASCADE;
  DROP TYPE "public"."enum_chat_languages_lang";
  DROP TYPE "public"."enum_chat_languages_provider";`)
}
