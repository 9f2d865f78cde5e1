-- Explanations made before decision 049 were written from a trainee's answer too; they are made again from the key alone.
DELETE FROM "ai_explanations";
