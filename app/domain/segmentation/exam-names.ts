// A segmentation's class names in the exam's words (docs/decisions/061-question-candidates.md): the
// data, with its source, is totalsegmentator-names.json; this module reads it and writes a class's key.
import names from "./totalsegmentator-names.json";

export type Side = "left" | "right";
export type WindowKind = "soft tissue" | "bone" | "lung";

type Entry =
  | { skip: string }
  | {
      answer: string;
      also?: string[];
      partial?: string[];
      category: string;
      window: WindowKind;
      /** The class covers both sides: the side is read from where the arrow lands. */
      side?: "from position";
    };

const CLASSES: Record<string, Entry> = names.classes as Record<string, Entry>;

export const NAME_SOURCE = names.source;

export type ExamName = {
  /** The key's rows: the 2-mark names first, then the 1-mark ones. */
  answers: { text: string; marks: 1 | 2 }[];
  category: string;
  window: WindowKind;
  needsSide: boolean;
};

export type NameLookup = { kind: "named"; name: ExamName } | { kind: "skipped"; reason: string } | { kind: "unknown" };

/** What the key of a class is, given the side of the patient the arrow lands on (for classes of both sides). */
export function examName(className: string, side?: Side): NameLookup {
  const entry = Object.hasOwn(CLASSES, className) ? CLASSES[className]! : undefined;
  if (!entry) return { kind: "unknown" };
  if ("skip" in entry) return { kind: "skipped", reason: entry.skip };
  const needsSide = entry.side === "from position";
  const sided = (text: string) => (needsSide ? text.replace("{side}", side ?? "").trim() : text);
  const full = [entry.answer, ...(entry.also ?? [])].map(sided);
  return {
    kind: "named",
    name: {
      answers: [
        ...full.map((text) => ({ text, marks: 2 as const })),
        ...(entry.partial ?? []).map((text) => ({ text, marks: 1 as const })),
      ],
      category: entry.category,
      window: entry.window,
      needsSide,
    },
  };
}

/** Classes that lie on the midline, from which a class of both sides is told left or right. */
export const isMidline = (className: string) =>
  /^(spinal_cord|vertebrae(_[CTLS]\d+)?|sternum|sacrum|trachea)$/.test(className);
