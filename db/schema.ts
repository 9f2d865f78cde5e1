// One schema for every entity of the product (docs/product-rules.md), plus what a hosted
// backend used to hide: users, sessions, verifications, subscriptions, messages and an email log.
// Delete rules are deliberate (docs/decisions/004-data-model.md): a user's own work goes with the
// user; a question that trainees have answered cannot be deleted, only made inactive.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const userRole = pgEnum("user_role", ["trainee", "admin"]);
export const plan = pgEnum("plan", ["free", "high_yield", "premium"]);
export const accessLevel = pgEnum("access_level", ["free_trial", "high_yield", "premium"]);
export const attemptType = pgEnum("attempt_type", ["practice", "mock", "random"]);
export const verificationType = pgEnum("verification_type", ["email", "reset"]);
export const subscriptionStatus = pgEnum("subscription_status", ["active", "past_due", "canceled", "expired"]);
export const paymentStatus = pgEnum("payment_status", ["paid", "refunded", "failed"]);
export const messageKind = pgEnum("message_kind", ["contact", "support"]);
export const disputeStatus = pgEnum("dispute_status", ["open", "upheld", "rejected"]);
export const questionStatus = pgEnum("question_status", ["draft", "published", "retired"]);
export const emailStatus = pgEnum("email_status", ["sent", "outbox", "failed"]);

// ── Accounts ────────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    role: userRole("role").notNull().default("trainee"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("users_email_unique").on(t.email),
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
  ],
);

export const profiles = pgTable("profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  avatarUrl: text("avatar_url"),
  specialty: text("specialty"),
  university: text("university"),
  hospital: text("hospital"),
  /** The sitting the trainee is preparing for: the dashboard plans the days to it. */
  sittingId: uuid("sitting_id").references((): AnyPgColumn => examSittings.id, { onDelete: "set null" }),
  /** The anatomy exam's day as the trainee typed it, while no sitting ahead is announced; the plan counts to it. */
  examDate: date("exam_date", { mode: "string" }),
  /** Study nudges by email: null (none, the default), 'daily' or 'weekly' (docs/decisions/063-nudges.md). */
  nudges: text("nudges"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The cookie holds only `id`; everything else stays here (docs/decisions/003-sessions.md). */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Email verification and password reset: a code and a link token, both hashed, single use. */
export const verifications = pgTable(
  "verifications",
  {
    id: id(),
    type: verificationType("type").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    tokenHash: text("token_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique("verifications_token_unique").on(t.tokenHash), index("verifications_lookup_idx").on(t.type, t.email)],
);

/** Fixed-window counters for throttling sign-in, sign-up, reset and resend. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: plan("plan").notNull(),
    durationMonths: smallint("duration_months").notNull(),
    status: subscriptionStatus("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    providerCheckoutId: text("provider_checkout_id"),
    /** Stripe's `created` time of the newest event applied: an older one never rolls the row back. */
    providerEventAt: timestamp("provider_event_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId, t.currentPeriodEnd),
    unique("subscriptions_provider_subscription_unique").on(t.providerSubscriptionId),
    unique("subscriptions_provider_checkout_unique").on(t.providerCheckoutId),
    check("subscriptions_paid_plan", sql`${t.plan} <> 'free'`),
    check("subscriptions_duration", sql`${t.durationMonths} in (1, 3, 6, 9)`),
  ],
);

/** Kept for the accounts' sake even when the user is deleted. Amounts in pence. */
export const paymentHistory = pgTable(
  "payment_history",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    status: paymentStatus("status").notNull(),
    paymentDate: timestamp("payment_date", { withTimezone: true }).notNull(),
    subscriptionTier: plan("subscription_tier").notNull(),
    durationMonths: smallint("duration_months").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("gbp"),
    providerPaymentId: text("provider_payment_id"),
    /** Why a row exists when it is not a card payment (a granted plan), or what a refund covered. */
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_history_user_idx").on(t.userId, t.paymentDate),
    unique("payment_history_provider_unique").on(t.providerPaymentId),
    check("payment_history_amount", sql`${t.amount} >= 0`),
  ],
);

/** Stripe event ids already handled: a redelivered event changes nothing (docs/decisions/010-payments.md). */
export const processedEvents = pgTable("processed_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── Content ─────────────────────────────────────────────────────────────────────────────────

export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique("categories_name_unique").on(t.name)],
);

export type ImagePoint = [number, number];
/** An arrow on a question image; points are fractions of the image's width and height (docs/bank-format.md). */
export type ImageArrow = { tip: ImagePoint; tail: ImagePoint };
export type ImageWindow = { center: number; width: number };

export const questions = pgTable(
  "questions",
  {
    id: id(),
    code: text("code").notNull(),
    /** The stem the trainee reads above the image. */
    title: text("title").notNull(),
    /** Storage key of the served image (the full variant, arrows drawn in); its -sm and -blur siblings sit beside it. */
    imageUrl: text("image_url").notNull(),
    /** Storage key of the kept original (de-identified): never signed for a browser, read by export and re-rendering. */
    imageSourceKey: text("image_source_key"),
    /** Hash of the original's decoded pixels: an import of the same picture is recognised as unchanged. */
    imageHash: text("image_hash"),
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    imageArrows: jsonb("image_arrows").$type<ImageArrow[]>().notNull().default([]),
    /** DICOM only: the display window chosen by the editor (else the file's own). */
    imageWindow: jsonb("image_window").$type<ImageWindow | null>(),
    /** Where the image comes from and under which licence, shown under it in the review. */
    imageCredit: text("image_credit"),
    imageLicence: text("image_licence"),
    /**
     * A stack (docs/decisions/059-stacks.md): the 1-based slice the arrows sit on and the question opens
     * on; null for a single image. The image columns above describe that slice, its slices live in
     * question_slices, and image_hash covers them all.
     */
    imageSlice: integer("image_slice"),
    modality: text("modality").notNull(),
    accessLevel: accessLevel("access_level").notNull(),
    status: questionStatus("status").notNull().default("published"),
    /** Only published questions reach trainees; every pool and lookup reads this. */
    isActive: boolean("is_active").generatedAlwaysAs(sql`status = 'published'`),
    /** The teaching text shown with the answer key (Markdown). */
    explanation: text("explanation").notNull().default(""),
    /** Hash of the starter bank's line last applied at start-up: a release that changes the line updates the question. */
    seedHash: text("seed_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("questions_code_unique").on(t.code), index("questions_access_idx").on(t.accessLevel, t.isActive)],
);

/** The answer key. Only marking rows live here: 2 = full, 1 = partial. */
export const answers = pgTable(
  "answers",
  {
    id: id(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    answerText: text("answer_text").notNull(),
    marks: smallint("marks").notNull(),
    orderIndex: integer("order_index").notNull().default(0),
  },
  (t) => [index("answers_question_idx").on(t.questionId), check("answers_marks", sql`${t.marks} in (1, 2)`)],
);

/** A stack's slices in viewing order, each rendered with the question's one window (docs/decisions/059-stacks.md). */
export const questionSlices = pgTable(
  "question_slices",
  {
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** 1-based, in viewing order. */
    position: integer("position").notNull(),
    /** Storage key of the served full variant (-sm and -blur beside it); arrows drawn in on the arrowed slice only. */
    imageUrl: text("image_url").notNull(),
    /** Storage key of the kept, de-identified original. */
    sourceKey: text("source_key").notNull(),
    /** Hash of the slice's decoded pixels. */
    imageHash: text("image_hash").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Bytes of the full and small variants, so a browser can keep a stack within its data allowance. */
    fullBytes: integer("full_bytes").notNull(),
    smallBytes: integer("small_bytes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.position] }),
    check("question_slices_position", sql`${t.position} >= 1`),
  ],
);

export const questionCategories = pgTable(
  "question_categories",
  {
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.categoryId] }),
    index("question_categories_category_idx").on(t.categoryId),
  ],
);

export const mocks = pgTable(
  "mocks",
  {
    id: id(),
    name: text("name").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique("mocks_name_unique").on(t.name)],
);

export const mockQuestions = pgTable(
  "mock_questions",
  {
    mockId: uuid("mock_id")
      .notNull()
      .references(() => mocks.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mockId, t.questionId] }),
    // Every pool query excludes mock questions (product-rules#pools).
    index("mock_questions_question_idx").on(t.questionId),
  ],
);

export const examSittings = pgTable(
  "exam_sittings",
  {
    id: id(),
    label: text("label").notNull(),
    /** The About page's ?sitting= value, from the physics date: sep-2025. */
    slug: text("slug").notNull(),
    physicsDate: date("physics_date").notNull(),
    anatomyDate: date("anatomy_date").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    bookingOpensMembers: date("booking_opens_members").notNull(),
    /** Who books first, in the college's words, as it reads after "Bookings open: ". */
    membersLabel: text("members_label").notNull(),
    bookingOpensNonMembers: date("booking_opens_non_members").notNull(),
    closingDate: date("closing_date").notNull(),
    resultsDate: date("results_date").notNull(),
    ukMemberFeeMin: integer("uk_member_fee_min").notNull(),
    ukMemberFeeMax: integer("uk_member_fee_max").notNull(),
    ukNonMemberFee: integer("uk_non_member_fee").notNull(),
    ukVenues: text("uk_venues").array().notNull(),
    /** Per-country fees in pounds: { "Egypt": { member: 533, nonMember: 709 }, … } */
    globalFees: jsonb("global_fees").$type<Record<string, { member: number; nonMember: number }>>().notNull(),
  },
  (t) => [
    unique("exam_sittings_label_unique").on(t.label),
    unique("exam_sittings_slug_unique").on(t.slug),
    index("exam_sittings_starts_idx").on(t.startsAt),
  ],
);

// ── A trainee's work ────────────────────────────────────────────────────────────────────────

export const attempts = pgTable(
  "attempts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: attemptType("type").notNull(),
    /** Which pool the questions were drawn from: free, all, high_yield, category or mock. */
    pool: text("pool").notNull(),
    mockId: uuid("mock_id").references(() => mocks.id, { onDelete: "set null" }),
    isTimed: boolean("is_timed").notNull().default(false),
    showAnswers: boolean("show_answers").notNull().default(true),
    includeWrong: boolean("include_wrong").notNull().default(false),
    includeAttempted: boolean("include_attempted").notNull().default(false),
    totalQuestions: integer("total_questions").notNull(),
    /** Seconds; set for mocks (54 a question, 5400 for a full paper) and left empty for untimed practice. */
    timeLimit: integer("time_limit"),
    /** Seconds of test time used before the current running stretch (which began at resumed_at). */
    timeElapsed: integer("time_elapsed").notNull().default(0),
    timePausedAt: timestamp("time_paused_at", { withTimezone: true }),
    /** Seconds the clock has stood paused, all pauses together: a mock's pauses share one budget. */
    pausedSeconds: integer("paused_seconds").notNull().default(0),
    resumedAt: timestamp("resumed_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    score: integer("score"),
    correctCount: integer("correct_count"),
    /** How it was submitted: finish, auto (a newer test replaced it) or expired. */
    endedBy: text("ended_by"),
    /** When a submitted mock's marks or key were first served: no late answer counts from then on. */
    keyShownAt: timestamp("key_shown_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Continue-latest and auto-submit look up the newest unfinished attempt of a type.
    index("attempts_user_type_idx").on(t.userId, t.type, t.submittedAt, t.createdAt),
    index("attempts_user_created_idx").on(t.userId, t.createdAt),
    // Test history: one page of the user's submitted attempts, newest first.
    index("attempts_user_submitted_idx").on(t.userId, t.submittedAt),
    // Where a mock's score stands among that mock's finished sittings: counted from this index alone.
    index("attempts_mock_score_idx")
      .on(t.mockId, t.score)
      .where(sql`type = 'mock' and submitted_at is not null`),
    check("attempts_total", sql`${t.totalQuestions} > 0`),
    check("attempts_score", sql`${t.score} is null or ${t.score} between 0 and 100`),
    check("attempts_ended_by", sql`${t.endedBy} is null or ${t.endedBy} in ('finish', 'auto', 'expired')`),
  ],
);

export const attemptCategories = pgTable(
  "attempt_categories",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => attempts.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.categoryId] })],
);

/** One row per attempt and question: the drawn order, then the answer once given. */
export const attemptQuestions = pgTable(
  "attempt_questions",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => attempts.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "restrict" }),
    displayOrder: integer("display_order").notNull(),
    userAnswer: text("user_answer"),
    isCorrect: boolean("is_correct"),
    marksEarned: smallint("marks_earned"),
    userOverrideMarks: smallint("user_override_marks"),
    userOverrideCorrect: boolean("user_override_correct").notNull().default(false),
    timeSpent: integer("time_spent").notNull().default(0),
    flagged: boolean("flagged").notNull().default(false),
    viewedAnswer: boolean("viewed_answer").notNull().default(false),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Changed since the trainee's review cards were last brought up to date (decision 041). */
    reviewPending: boolean("review_pending").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    // The few rows waiting for the review cards, found from a trainee's attempts.
    index("attempt_questions_review_pending_idx")
      .on(t.attemptId)
      .where(sql`review_pending`),
    unique("attempt_questions_order_unique").on(t.attemptId, t.displayOrder),
    // Pools subtract what the user has attempted; the dashboard reads answers per question.
    index("attempt_questions_question_idx").on(t.questionId),
    check("attempt_questions_marks", sql`${t.marksEarned} is null or ${t.marksEarned} between 0 and 2`),
    check("attempt_questions_override_marks", sql`${t.userOverrideMarks} is null or ${t.userOverrideMarks} in (1, 2)`),
  ],
);

export const notes = pgTable(
  "notes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    starred: boolean("starred").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("notes_user_question_unique").on(t.userId, t.questionId),
    index("notes_user_updated_idx").on(t.userId, t.updatedAt),
  ],
);

export const likedQuestions = pgTable(
  "liked_questions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

// ── Spaced review (docs/decisions/024-spaced-review.md) ─────────────────────────────────────

/**
 * One review per attempt and question: the rating an answer gave (1 Again, 2 Hard, 3 Good, 4 Easy) and
 * the scheduler's state it led to. Derived from attempt_questions, rebuilt when an answer, an override
 * or a key changes; kept so the scheduler's parameters can later be fitted to the trainees' own reviews.
 */
export const reviewLogs = pgTable(
  "review_logs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => attempts.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull(),
    /** The card's state before this review, and when it was due. */
    state: smallint("state").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    index("review_logs_user_question_idx").on(t.userId, t.questionId, t.reviewedAt),
    check("review_logs_rating", sql`${t.rating} between 1 and 4`),
  ],
);

/** The scheduler's card for one trainee and question: when it is next due and how well it is held. */
export const reviewCards = pgTable(
  "review_cards",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    state: smallint("state").notNull(),
    lastReview: timestamp("last_review", { withTimezone: true }).notNull(),
    /** The last review's rating: 1 Again (0 marks or skipped), 2 Hard, 3 Good, 4 Easy. */
    lastRating: smallint("last_rating").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index("review_cards_user_due_idx").on(t.userId, t.due)],
);

// ── Messages to the team ────────────────────────────────────────────────────────────────────

export const contactMessages = pgTable("contact_messages", {
  id: id(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  kind: messageKind("kind").notNull(),
  senderName: text("sender_name").notNull(),
  senderEmail: text("sender_email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
});

export const featureRequests = pgTable("feature_requests", {
  id: id(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  title: text("title").notNull(),
  description: text("description").notNull(),
  createdAt: createdAt(),
});

export const disputes = pgTable(
  "disputes",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    attemptId: uuid("attempt_id").references(() => attempts.id, { onDelete: "set null" }),
    userAnswer: text("user_answer"),
    message: text("message").notNull(),
    status: disputeStatus("status").notNull().default("open"),
    /** "trainee": sent from the question screen; "marker": an answer the marker could not place with confidence. */
    source: text("source").notNull().default("trainee"),
    /** The answer as the marker compares it (lower case, single spaces): one decision covers every identical answer. */
    answerKey: text("answer_key"),
    /** The editor's reply, emailed to the trainee with the decision. */
    reply: text("reply"),
    /** Marks the accepted answer now earns (1 or 2), when upheld. */
    awardedMarks: smallint("awarded_marks"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("disputes_question_idx").on(t.questionId, t.status),
    index("disputes_status_created_idx").on(t.status, t.createdAt),
    // The marker raises each doubtful answer to a question once while it waits for a decision.
    uniqueIndex("disputes_marker_open_unique")
      .on(t.questionId, t.answerKey)
      .where(sql`source = 'marker' and status = 'open'`),
    check("disputes_source", sql`${t.source} in ('trainee', 'marker')`),
    check("disputes_awarded_marks", sql`${t.awardedMarks} is null or ${t.awardedMarks} in (1, 2)`),
  ],
);

export const emailLog = pgTable(
  "email_log",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    template: text("template").notNull(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    subject: text("subject").notNull(),
    status: emailStatus("status").notNull(),
    providerId: text("provider_id"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("email_log_created_idx").on(t.createdAt)],
);

// ── AI explanations ─────────────────────────────────────────────────────────────────────────

/** One explanation per question and model: the second request for it costs nothing. */
export const aiExplanations = pgTable(
  "ai_explanations",
  {
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    model: text("model").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.model] })],
);

// ── Editors' trail ──────────────────────────────────────────────────────────────────────────

/** Who changed what and when: question and key edits, imports, dispute decisions, grants, sittings. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    /** Null when the change came from a command (bank:import) or the start-up seed. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    summary: text("summary").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_subject_idx").on(t.subjectType, t.subjectId, t.createdAt),
    index("audit_events_created_idx").on(t.createdAt),
  ],
);

// ── Figures kept aside, and forms seen once ─────────────────────────────────────────────────

/**
 * Everyone's accuracy per category (latest counted answer per trainee and question), refreshed in
 * the background every few minutes so the dashboard never scans every trainee's answers.
 */
export const categoryAverages = pgTable("category_averages", {
  categoryId: uuid("category_id")
    .primaryKey()
    .references(() => categories.id, { onDelete: "cascade" }),
  answered: integer("answered").notNull(),
  correct: integer("correct").notNull(),
  /** How many trainees stand at each whole-percent accuracy in the category ({"75": 12, …}): a trainee's percentile without a scan. */
  accuracyHistogram: jsonb("accuracy_histogram").$type<Record<string, number>>().notNull().default({}),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A form's idempotency key, once its write is stored: the same form sent again stores nothing more. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("idempotency_keys_created_idx").on(t.createdAt)],
);

// ── Work after the response ─────────────────────────────────────────────────────────────────

/**
 * Durable background work (docs/decisions/062-job-queue.md): emails, re-marks, nudges and the scheduled
 * refreshes. A row is claimed with `for update skip locked` and a lease; a process that dies holding one
 * lets the lease run out and another takes the job again. `key` makes a job once-only: a schedule's
 * period, a trainee's nudge for a day or week.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    key: text("key"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    /** What a long job has done so far ({ done: 3000, total: 100000 }), written with each batch. */
    progress: jsonb("progress").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_key_unique").on(t.key),
    index("jobs_due_idx").on(t.status, t.runAt),
    check("jobs_status", sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);
