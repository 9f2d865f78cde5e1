-- An attempt ended by a newer test was scored over its answered questions; it is scored marks over possible like every other (product-rules#scoring).
UPDATE "attempts" SET
  "score" = CASE WHEN "attempts"."total_questions" = 0 THEN 0 ELSE round(100.0 * scored.marks / (2 * "attempts"."total_questions"))::int END,
  "correct_count" = scored.correct
FROM (
  SELECT "attempt_id",
    sum(CASE WHEN coalesce(trim("user_answer"), '') = '' THEN 0
      WHEN "user_override_correct" AND "user_override_marks" IS NOT NULL THEN "user_override_marks"
      ELSE coalesce("marks_earned", 0) END) AS marks,
    (count(*) FILTER (WHERE coalesce(trim("user_answer"), '') <> '' AND (
      ("user_override_correct" AND coalesce("user_override_marks", 0) > 0)
      OR (CASE WHEN "user_override_correct" AND "user_override_marks" IS NOT NULL THEN "user_override_marks" ELSE coalesce("marks_earned", 0) END) = 2)))::int AS correct
  FROM "attempt_questions" GROUP BY "attempt_id"
) AS scored
WHERE scored."attempt_id" = "attempts"."id" AND "attempts"."ended_by" = 'auto';
