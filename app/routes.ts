import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Every URL of the product in one place (spec part 1 §2 and part 2 §2).
export default [
  index("routes/home.tsx"),
  route("auth", "routes/auth.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.ts"),
  route("theme", "routes/theme.ts"),
  route("dashboard", "routes/dashboard.tsx", [
    route("practice", "routes/dashboard.practice.tsx"),
    route("mock", "routes/dashboard.mock.tsx"),
    route("configure", "routes/dashboard.configure.tsx"),
  ]),
  route("question", "routes/question.tsx"),
  route("analysis", "routes/analysis.tsx"),
  route("attempts", "routes/attempts.tsx"),
  route("notes", "routes/notes.tsx"),
  route("profile", "routes/profile.tsx"),
  route("contact", "routes/contact.tsx"),
  route("feature-request", "routes/feature-request.tsx"),
  route("media/*", "routes/media.ts"),
  route("dev/outbox", "routes/dev.outbox.tsx"),
  route("dev/outbox/:id", "routes/dev.outbox.$id.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
