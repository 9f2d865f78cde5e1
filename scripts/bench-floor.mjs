// The floor the load benchmark compares the app with: a minimal Express server that renders a small
// React page after one indexed SELECT (a user by primary key) on the same database. Started by
// scripts/bench-load.mjs; PORT, DATABASE_URL or PGLITE_DIR, USER_IDS (comma-separated) from the environment.
import express from "express";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";

const ids = process.env.USER_IDS.split(",");
let query;
let close;
if (process.env.DATABASE_URL) {
  const { default: postgres } = await import("postgres");
  const sql = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {} });
  query = async (id) => (await sql`select id, email, created_at from users where id = ${id}`)[0];
  close = () => sql.end({ timeout: 5 });
} else {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create({ dataDir: process.env.PGLITE_DIR });
  query = async (id) => (await db.query("select id, email, created_at from users where id = $1", [id])).rows[0];
  close = () => db.close();
}

const app = express();
let i = 0;
app.get("/floor", async (_req, res) => {
  const user = await query(ids[i++ % ids.length]);
  const page = renderToString(
    h(
      "html",
      { lang: "en-GB" },
      h("head", null, h("title", null, "Floor")),
      h(
        "body",
        null,
        h("h1", null, "Question 1 of 20"),
        h("p", null, user.email),
        h("p", null, String(user.created_at)),
      ),
    ),
  );
  res.type("html").send(`<!doctype html>${page}`);
});
const server = app.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () =>
  server.close(async () => {
    await close();
    process.exit(0);
  }),
);
