CREATE TABLE "question_slices" (
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"image_url" text NOT NULL,
	"source_key" text NOT NULL,
	"image_hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"full_bytes" integer NOT NULL,
	"small_bytes" integer NOT NULL,
	CONSTRAINT "question_slices_question_id_position_pk" PRIMARY KEY("question_id","position"),
	CONSTRAINT "question_slices_position" CHECK ("question_slices"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_slice" integer;--> statement-breakpoint
ALTER TABLE "question_slices" ADD CONSTRAINT "question_slices_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;