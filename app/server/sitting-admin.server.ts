// The admin's writes to exam sittings, each with its line in the audit trail (product-rules#sittings).
import { and, desc, eq, ne, or } from "drizzle-orm";
import { examSittings } from "../../db/schema";
import { formatTime } from "~/domain/format";
import { overseasFeesText } from "~/domain/sittings";
import { changedFields, recordAudit } from "./audit.server";
import { getDb } from "./db.server";

export type SittingRow = typeof examSittings.$inferSelect;
/** A sitting as stored, from the form's values. */
export type SittingWrite = Omit<typeof examSittings.$inferInsert, "id">;

/** The form's fields as the audit trail names them. */
const SITTING_FIELDS: Record<keyof ReturnType<typeof formValues>, string> = {
  label: "label",
  physicsDate: "physics date",
  anatomyDate: "anatomy date",
  startTime: "start time",
  bookingOpensMembers: "booking opens (members)",
  membersLabel: "booking opens first for",
  bookingOpensNonMembers: "booking opens (non-members)",
  closingDate: "closing date",
  resultsDate: "results date",
  ukMemberFeeMin: "UK member fee from",
  ukMemberFeeMax: "UK member fee to",
  ukNonMemberFee: "UK non-member fee",
  ukVenues: "UK venues",
  overseasFees: "overseas fees",
};

/** A stored sitting as the form shows it, to edit. */
export function formValues(sitting: SittingRow) {
  return {
    label: sitting.label,
    physicsDate: sitting.physicsDate,
    anatomyDate: sitting.anatomyDate,
    startTime: formatTime(sitting.startsAt),
    bookingOpensMembers: sitting.bookingOpensMembers,
    membersLabel: sitting.membersLabel,
    bookingOpensNonMembers: sitting.bookingOpensNonMembers,
    closingDate: sitting.closingDate,
    resultsDate: sitting.resultsDate,
    ukMemberFeeMin: String(sitting.ukMemberFeeMin),
    ukMemberFeeMax: String(sitting.ukMemberFeeMax),
    ukNonMemberFee: String(sitting.ukNonMemberFee),
    ukVenues: sitting.ukVenues.join("\n"),
    overseasFees: overseasFeesText(sitting.globalFees),
  };
}

export function allSittings() {
  return getDb().select().from(examSittings).orderBy(desc(examSittings.startsAt));
}

/** Another sitting with this label, or in this month (the About page's ?sitting= value), as form errors. */
export async function clash(
  row: { label: string; slug: string },
  exceptId?: string,
): Promise<Record<string, string[]> | null> {
  const [other] = await getDb()
    .select({ label: examSittings.label })
    .from(examSittings)
    .where(
      and(
        or(eq(examSittings.label, row.label), eq(examSittings.slug, row.slug)),
        exceptId ? ne(examSittings.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (!other) return null;
  return other.label === row.label
    ? { label: ["A sitting with this label already exists."] }
    : { physicsDate: ["A sitting in this month already exists."] };
}

/** Deletes a sitting; null when there was none. */
export async function deleteSitting(adminId: string, id: string) {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.delete(examSittings).where(eq(examSittings.id, id)).returning();
    if (row)
      await recordAudit(tx, {
        actorId: adminId,
        action: "sitting.deleted",
        subjectType: "sitting",
        subjectId: row.id,
        summary: `${row.label} deleted`,
        details: { before: formValues(row) },
      });
    return row ?? null;
  });
}

/** Saves an edit, auditing the fields that changed; null when there was no such sitting. */
export async function updateSitting(adminId: string, id: string, row: SittingWrite) {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(examSittings).where(eq(examSittings.id, id)).for("update");
    const [after] = await tx.update(examSittings).set(row).where(eq(examSittings.id, id)).returning();
    if (!before || !after) return null;
    const changes = changedFields(formValues(before), formValues(after));
    if (Object.keys(changes).length > 0) {
      const summary = `${after.label} edited: ${Object.keys(changes)
        .map((field) => SITTING_FIELDS[field as keyof typeof SITTING_FIELDS])
        .join(", ")}`;
      await recordAudit(tx, {
        actorId: adminId,
        action: "sitting.updated",
        subjectType: "sitting",
        subjectId: after.id,
        summary,
        details: { changes },
      });
    }
    return after;
  });
}

/** Adds a sitting; false when one with its label or month was added a moment ago. */
export async function addSitting(adminId: string, row: SittingWrite) {
  const inserted = await getDb().transaction(async (tx) => {
    const added = await tx.insert(examSittings).values(row).onConflictDoNothing().returning();
    for (const a of added)
      await recordAudit(tx, {
        actorId: adminId,
        action: "sitting.added",
        subjectType: "sitting",
        subjectId: a.id,
        summary: `${a.label} added`,
        details: { after: formValues(a) },
      });
    return added;
  });
  return inserted.length > 0;
}
