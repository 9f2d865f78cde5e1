import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Every URL of the product in one place (spec part 1 §2 and part 2 §2).
export default [
  index("routes/home.tsx"),
  route("auth", "routes/auth.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.ts"),
  route("theme", "routes/theme.ts"),
  route("cookie-consent", "routes/cookie-consent.ts"),
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
  route("faq", "routes/faq.tsx"),
  route("about-frcr", "routes/about-frcr.tsx"),
  route("privacy-policy", "routes/legal.tsx", { id: "privacy-policy" }),
  route("terms", "routes/legal.tsx", { id: "terms" }),
  route("cookie-policy", "routes/legal.tsx", { id: "cookie-policy" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
