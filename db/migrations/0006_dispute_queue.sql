ALTER TABLE "disputes" ADD COLUMN "source" text DEFAULT 'trainee' NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "answer_key" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "awarded_marks" smallint;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_status_created_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_marker_open_unique" ON "disputes" USING btree ("question_id","answer_key") WHERE source = 'marker' and status = 'open';--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_source" CHECK ("disputes"."source" in ('trainee', 'marker'));--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_awarded_marks" CHECK ("disputes"."awarded_marks" is null or "disputes"."awarded_marks" in (1, 2));