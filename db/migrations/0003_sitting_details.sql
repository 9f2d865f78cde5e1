-- Existing sittings get the values the About page showed for them before these columns existed
-- (app/content/exam.ts at the time): every sitting had the same UK venues.
ALTER TABLE "exam_sittings" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "exam_sittings" ADD COLUMN "members_label" text;--> statement-breakpoint
ALTER TABLE "exam_sittings" ADD COLUMN "uk_venues" text[];--> statement-breakpoint
UPDATE "exam_sittings" SET
	"slug" = lower(to_char("physics_date", 'Mon')) || '-' || to_char("physics_date", 'YYYY'),
	"members_label" = CASE WHEN "label" = 'Sept 2025' THEN 'UK trainees and members' ELSE 'members and resident doctors' END,
	"uk_venues" = ARRAY['Belfast', 'Bridgend, Wales', 'Edinburgh', 'Glasgow', 'Leeds', 'London', 'Manchester', 'Plymouth'];--> statement-breakpoint
ALTER TABLE "exam_sittings" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_sittings" ALTER COLUMN "members_label" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_sittings" ALTER COLUMN "uk_venues" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_sittings" ADD CONSTRAINT "exam_sittings_slug_unique" UNIQUE("slug");
