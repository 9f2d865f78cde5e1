import { describe, expect, it } from "vitest";
import { mark, storedMarkReasons, type KeyRow } from "./marking";

const key = (...rows: Array<[string, number]>): KeyRow[] => rows.map(([text, marks]) => ({ text, marks }));
const marks = (response: string, rows: KeyRow[]) => mark(response, rows).marks;

const kidney = key(["left kidney", 2], ["kidney", 1]);
const ica = key(["left internal carotid artery cavernous segment", 2], ["left internal carotid artery", 1]);
const commonIliac = key(["right common iliac artery", 2], ["common iliac artery", 1]);

describe("normalisation: case, spacing, punctuation, hyphens, plurals and filler words do not count", () => {
  it("ignores case, spaces and punctuation", () => {
    expect(marks("  LEFT   Kidney. ", kidney)).toBe(2);
    expect(marks("Left kidney!", kidney)).toBe(2);
  });

  it("reads hyphens and compounds alike", () => {
    const dj = key(["duodenojejunal flexure", 2]);
    expect(marks("duodeno-jejunal flexure", dj)).toBe(2);
    expect(marks("fundus of gall bladder", key(["gallbladder fundus", 2]))).toBe(2);
  });

  it("reads plurals as singulars, regular and Latin", () => {
    expect(marks("left kidneys", kidney)).toBe(2);
    expect(marks("left lateral menisci", key(["left lateral meniscus", 2]))).toBe(2);
    expect(marks("ligamenta flava", key(["ligamentum flavum", 2]))).toBe(2);
  });

  it("drops filler words and a possessive", () => {
    expect(marks("I think it's the left kidney", kidney)).toBe(2);
    expect(marks("Arrowed structure: the left kidney", kidney)).toBe(2);
    expect(marks("Douglas's pouch", key(["pouch of douglas", 2]))).toBe(2);
  });

  it("reads British and American spellings alike", () => {
    expect(marks("cecum", key(["caecum", 2]))).toBe(2);
    expect(marks("esophagus", key(["oesophagus", 2]))).toBe(2);
    expect(marks("trochlear ossification center", key(["trochlea ossification centre", 2]))).toBe(2);
  });

  it("reads numbers, ordinals and Roman numerals alike", () => {
    expect(marks("5th metatarsal base", key(["base of fifth metatarsal", 2]))).toBe(2);
    expect(marks("cranial nerve VII", key(["seventh cranial nerve", 2]))).toBe(2);
    expect(marks("cranial nerve seven", key(["seventh cranial nerve", 2]))).toBe(2);
    expect(marks("liver segment 4a", key(["segment IVa of the liver", 2]))).toBe(2);
    expect(marks("liver segment 4b", key(["segment IVa of the liver", 2]))).toBe(0);
  });

  it("ignores a trailing description of where the structure lies, but not a side said there", () => {
    expect(marks("left kidney in the retroperitoneum", kidney)).toBe(2);
    expect(marks("kidney on the left", kidney)).toBe(2);
    expect(marks("kidney on the right", kidney)).toBe(0);
    expect(marks("median nerve in the carpal tunnel", key(["carpal tunnel", 2]))).toBe(0);
  });

  it("ignores words about how the structure looks on the image", () => {
    expect(marks("contrast-filled left kidney", kidney)).toBe(2);
    expect(marks("the patient's left kidney (normal)", kidney)).toBe(2);
  });
});

describe("word order does not count", () => {
  it("accepts any order, with or without 'of'", () => {
    expect(marks("lateral meniscus posterior horn, left", key(["posterior horn of left lateral meniscus", 2]))).toBe(2);
    expect(marks("head of the right femur", key(["right femoral head", 2]))).toBe(2);
    expect(marks("ligament, posterior cruciate", key(["posterior cruciate ligament", 2]))).toBe(2);
  });
});

describe("spelling: slips are forgiven unless they name another structure", () => {
  it("forgives a slip in a long word, and says so", () => {
    const result = mark("pterygopalantine fossa", key(["pterygopalatine fossa", 2]));
    expect(result.marks).toBe(2);
    expect(result.reasons).toEqual(["spelling slip accepted: 'pterygopalantine' read as 'pterygopalatine'"]);
    expect(marks("right sternocleidomastiod", key(["right sternocleidomastoid", 2]))).toBe(2);
    expect(marks("right commn iliac artery", commonIliac)).toBe(2);
  });

  it("refuses a slip that lands on another anatomical word", () => {
    expect(marks("malleolus", key(["malleus", 2]))).toBe(0);
    expect(marks("left trapezius", key(["left trapezium", 2]))).toBe(0);
    expect(marks("coronoid process", key(["coracoid process", 2]))).toBe(0);
    expect(marks("parotid artery", key(["carotid artery", 2]))).toBe(0);
    expect(marks("terminal ilium", key(["terminal ileum", 2]))).toBe(0);
  });

  it("refuses a slip that could be either of two structures", () => {
    // "ileac" is one letter from "iliac" (ilium) and from "ileal" (ileum).
    expect(marks("ileac crest", key(["iliac crest", 2]))).toBe(0);
  });

  it("does not correct short words", () => {
    expect(marks("cystic duck", key(["cystic duct", 2]))).toBe(0);
  });
});

describe("synonyms (./marking/synonyms.ts) earn the same mark", () => {
  it("accepts international and established English names", () => {
    expect(marks("right fibularis longus tendon", key(["right peroneus longus tendon", 2]))).toBe(2);
    expect(marks("left calcaneus", key(["left os calcis", 2]))).toBe(2);
    expect(marks("greater multangular", key(["trapezium", 2]))).toBe(2);
    expect(marks("acoustic nerve", key(["vestibulocochlear nerve", 2]))).toBe(2);
    expect(marks("anterior interventricular artery", key(["left anterior descending artery", 2]))).toBe(2);
  });

  it("says which synonym it accepted", () => {
    expect(mark("right fibularis longus tendon", key(["right peroneus longus tendon", 2])).reasons).toEqual([
      "synonym accepted: 'fibularis' for 'peroneus'",
    ]);
  });

  it("keeps the mark of the row the synonym stands for", () => {
    expect(marks("greater multangular", key(["right trapezium", 2], ["trapezium", 1]))).toBe(1);
  });

  it("knows a vessel's segment names only within that vessel", () => {
    expect(marks("left internal carotid artery C4 segment", ica)).toBe(2);
    expect(marks("left internal carotid artery petrous segment", ica)).toBe(0);
    expect(marks("cavernous sinus", ica)).toBe(0);
  });
});

describe("laterality", () => {
  it("gives 0 for the wrong side, even where a side-less row would match", () => {
    const result = mark("right kidney", kidney);
    expect(result).toMatchObject({ marks: 0, matched: null });
    expect(result.reasons).toEqual(["wrong side: the exam expects 'left', not 'right'"]);
  });

  it("gives a side-less row's mark when the side is missing", () => {
    expect(mark("kidney", kidney)).toEqual({
      marks: 1,
      matched: kidney[1],
      reasons: ["side not given: the exam expects 'left'"],
      review: false,
      reviewReason: null,
    });
  });

  it("gives 0 for a missing side when no side-less row exists", () => {
    expect(mark("common iliac artery", key(["right common iliac artery", 2])).reasons).toEqual([
      "side not given: the exam expects 'right'",
    ]);
    expect(marks("common iliac artery", key(["right common iliac artery", 2]))).toBe(0);
  });

  it("reads abbreviated sides", () => {
    expect(marks("Rt common iliac artery", commonIliac)).toBe(2);
    expect(marks("L kidney", kidney)).toBe(2);
    expect(marks("left-sided kidney", kidney)).toBe(2);
    expect(marks("kidney (left side)", kidney)).toBe(2);
  });

  it("ignores a side where the key names none", () => {
    expect(marks("left coracoid process", key(["coracoid process", 2]))).toBe(2);
  });

  it("gives 0 for both sides at once", () => {
    expect(marks("left and right kidney", kidney)).toBe(0);
  });
});

describe("segments and parts", () => {
  it("gives 0 for the wrong segment of the right vessel", () => {
    const result = mark(
      "left internal carotid artery C5 segment",
      key(["left internal carotid artery c4 segment", 2], ["left internal carotid artery", 1]),
    );
    expect(result.marks).toBe(0);
    expect(result.reasons).toEqual(["wrong segment: 'C5' given, the exam expects 'c4'"]);
  });

  it("gives 0 for the wrong part of the right structure", () => {
    const gastrocnemius = key(["medial head of gastrocnemius", 2], ["gastrocnemius", 1]);
    expect(mark("lateral head of gastrocnemius", gastrocnemius)).toMatchObject({
      marks: 0,
      reasons: ["wrong part: 'lateral' given, the exam expects 'medial'"],
    });
    expect(
      marks("distal right circumflex artery", key(["proximal circumflex artery", 2], ["circumflex artery", 1])),
    ).toBe(0);
  });

  it("gives a less specific answer what its row allows", () => {
    const result = mark("left internal carotid artery", ica);
    expect(result).toMatchObject({ marks: 1, matched: ica[1] });
    expect(result.reasons).toEqual(["less specific than 'left internal carotid artery cavernous segment'"]);
    expect(marks("aorta", key(["abdominal aorta", 2]))).toBe(0);
  });

  it("follows the key where a row is written word for word", () => {
    // "common hepatic duct" holds "common duct", but the key gives it 1 mark.
    expect(marks("common hepatic duct", key(["common duct", 2], ["common hepatic duct", 1]))).toBe(1);
  });

  it("lets an answer say what a word already implies", () => {
    expect(marks("thyroid", key(["thyroid gland", 2]))).toBe(2);
    expect(marks("coracoid", key(["coracoid process", 2]))).toBe(2);
    expect(marks("caudate lobe of the liver", key(["caudate lobe", 2]))).toBe(2);
    expect(marks("left scaphoid bone", key(["left scaphoid", 2]))).toBe(2);
  });
});

describe("tendon and muscle are different structures", () => {
  const tendon = key(["right tibialis posterior tendon", 2]);
  it("gives 0 for the muscle when the key names the tendon", () => {
    expect(mark("right tibialis posterior muscle", tendon)).toMatchObject({
      marks: 0,
      reasons: ["different structure: the exam expects the tendon, not the muscle"],
    });
    expect(marks("right tibialis posterior", tendon)).toBe(0);
    expect(marks("tendon of the right tibialis posterior", tendon)).toBe(2);
  });
});

describe("substring traps: a key text inside a longer name of another structure scores 0", () => {
  it("refuses the longer name", () => {
    expect(marks("radial nerve", key(["radius", 2]))).toBe(0);
    expect(marks("radial head", key(["radius", 2]))).toBe(0);
    expect(marks("tibialis anterior", key(["tibia", 2]))).toBe(0);
    expect(marks("hepatic vein", key(["liver", 2]))).toBe(0);
    expect(marks("pubic symphysis", key(["pubic bone", 2]))).toBe(0);
    expect(marks("patellar tendon", key(["patella", 2]))).toBe(0);
  });

  it("names the difference", () => {
    expect(mark("radial nerve", key(["radius", 2])).reasons).toEqual(["a different structure from 'radius'"]);
  });
});

describe("two answers in one", () => {
  it("gives 0 for two different structures", () => {
    const result = mark("radial nerve or median nerve", key(["median nerve", 2]));
    expect(result).toEqual({
      marks: 0,
      matched: null,
      reasons: ["two different answers: 'radial nerve' or 'median nerve'"],
      review: false,
      reviewReason: null,
    });
    expect(marks("left kidney/spleen", kidney)).toBe(0);
    expect(marks("left or right kidney", kidney)).toBe(0);
  });

  it("gives two names for one structure that structure's mark", () => {
    const calcaneus = key(["right calcaneus", 2], ["calcaneus", 1]);
    expect(marks("right calcaneus or os calcis", calcaneus)).toBe(2);
    expect(marks("right calcaneus/os calcis", calcaneus)).toBe(2);
    expect(marks("right greater saphenous vein or long saphenous vein", key(["right great saphenous vein", 2]))).toBe(
      2,
    );
  });

  it("completes a shortened second name from the first", () => {
    expect(marks("right tibial tuberosity or tubercle", key(["right tibial tuberosity", 2]))).toBe(2);
  });

  it("gives the lower mark when one name is less specific", () => {
    expect(marks("left internal carotid artery or left internal carotid artery cavernous segment", ica)).toBe(1);
  });
});

describe("acronyms score 0 unless the key lists them", () => {
  it("gives 0 for an acronym alone or in a name", () => {
    expect(mark("IVC", key(["inferior vena cava", 2]))).toEqual({
      marks: 0,
      matched: null,
      reasons: ["acronym not accepted: write 'IVC' in full"],
      review: false,
      reviewReason: null,
    });
    expect(marks("left ICA", key(["left internal carotid artery", 2]))).toBe(0);
    expect(marks("pcl", key(["posterior cruciate ligament", 2]))).toBe(0);
  });

  it("gives a listed acronym its row's marks", () => {
    expect(mark("IVC", key(["inferior vena cava", 2], ["ivc", 1]))).toMatchObject({
      marks: 1,
      reasons: ["acronym: 'inferior vena cava' in full earns 2 marks"],
    });
  });

  it("keeps the mark of a full name given with its acronym", () => {
    expect(marks("inferior vena cava (IVC)", key(["inferior vena cava", 2]))).toBe(2);
    expect(marks("posterior cruciate ligament PCL", key(["posterior cruciate ligament", 2]))).toBe(2);
  });

  it("does not take capitals for an acronym when the whole answer is in capitals", () => {
    expect(marks("RIGHT COMMN ILIAC ARTERY", commonIliac)).toBe(2);
  });
});

describe("empty and junk answers", () => {
  it("gives 0 and says no answer was given", () => {
    for (const response of ["", "   ", "?", "--", "don't know", "not sure", "N/A"]) {
      expect(mark(response, kidney), response).toEqual({
        marks: 0,
        matched: null,
        reasons: ["no answer given"],
        review: false,
        reviewReason: null,
      });
    }
  });

  it("gives 0 for a word that is no structure", () => {
    expect(marks("anything", kidney)).toBe(0);
  });
});

describe("the result", () => {
  it("returns the key row that earned the marks", () => {
    expect(mark("left kidney", kidney).matched).toBe(kidney[0]);
    expect(mark("spleen", kidney).matched).toBeNull();
  });

  it("says what matched when nothing was forgiven", () => {
    expect(mark("left kidney", kidney).reasons).toEqual(["matches 'left kidney'"]);
  });

  it("works with keys that are not anatomy (the test fixtures)", () => {
    const fixture = key(["structure 7 left", 2], ["structure 7", 1]);
    expect(marks("  STRUCTURE 7 LEFT ", fixture)).toBe(2);
    expect(marks("structure 7", fixture)).toBe(1);
    expect(marks("structure 17 left", fixture)).toBe(0);
  });

  it("marks against an empty key as 0", () => {
    expect(mark("left kidney", [])).toMatchObject({ marks: 0, matched: null });
  });
});

describe("storedMarkReasons: the reasons beside a stored mark", () => {
  const stored = (userAnswer: string, marksEarned: number, override?: 1 | 2) => ({
    userAnswer,
    marksEarned,
    userOverrideCorrect: override !== undefined,
    userOverrideMarks: override ?? null,
  });

  it("explains the mark from the answer", () => {
    expect(storedMarkReasons(stored("kidney", 1), kidney)).toEqual(["side not given: the exam expects 'left'"]);
  });

  it("says the user marked it when they did", () => {
    expect(storedMarkReasons(stored("renal", 0, 2), kidney)).toEqual(["marked correct by you"]);
  });

  it("gives no reasons that do not fit a mark made under an older key", () => {
    expect(storedMarkReasons(stored("kidney", 2), kidney)).toEqual([]);
  });
});
