CREATE TYPE "public"."question_status" AS ENUM('draft', 'published', 'retired');--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"summary" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "status" "question_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
UPDATE "questions" SET "status" = CASE WHEN "is_active" THEN 'published'::question_status ELSE 'retired'::question_status END;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "explanation" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "questions" q SET "explanation" = coalesce((SELECT a."explanation" FROM "answers" a WHERE a."question_id" = q."id" AND a."explanation" IS NOT NULL ORDER BY a."marks" DESC, a."order_index" LIMIT 1), '');--> statement-breakpoint
DROP INDEX IF EXISTS "questions_access_idx";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "is_active" boolean GENERATED ALWAYS AS (status = 'published') STORED;--> statement-breakpoint
CREATE INDEX "questions_access_idx" ON "questions" USING btree ("access_level","is_active");--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_source_key" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_hash" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_arrows" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_window" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_credit" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_licence" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "answers" DROP COLUMN "explanation";
