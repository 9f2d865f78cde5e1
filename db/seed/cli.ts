// npm run db:seed: fill what is missing (bank, images, demo accounts in demo mode). Idempotent.
import { getEnv } from "../../app/server/env.server";
import { withDatabase } from "../cli";
import { setDatabase } from "../../app/server/db.server";
import { seedDatabase } from "./seed";

await withDatabase(async (handle) => {
  setDatabase(handle);
  const env = getEnv();
  const report = await seedDatabase(handle.db, { demo: env.demoMode });
  console.log(`Seeded (${handle.driver}):`, report);
});
