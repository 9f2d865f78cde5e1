// The general rules behind marking on questions the marker has never seen, one class at a time, on
// structures of our own choosing. The knowledge they use is data beside the marker: schemes.ts,
// branches.ts, sided-names.ts, qualifiers.ts and synonyms.ts, each entry with its source.
import { describe, expect, it } from "vitest";
import { mark, PROVISIONAL, type KeyRow } from "~/domain/marking";

const key = (...rows: Array<[string, number]>): KeyRow[] => rows.map(([text, marks]) => ({ text, marks }));
const marks = (response: string, rows: KeyRow[]) => mark(response, rows).marks;

describe("numbering systems and segment schemes", () => {
  it("reads a Couinaud segment by Arabic or Roman number, word, or name", () => {
    const liver = key(["segment 5 of the liver", 2], ["right lobe of liver", 1]);
    expect(marks("liver segment V", liver)).toBe(2);
    expect(marks("Couinaud segment five", liver)).toBe(2);
    expect(marks("right anteroinferior segment of the liver", liver)).toBe(2);
    expect(marks("segment 8 of the liver", liver)).toBe(0);
    expect(marks("right anterior superior segment of liver", liver)).toBe(0);
  });

  it("reads a bare segment number in the key's scheme when the scheme names the organ", () => {
    expect(marks("segment VI", key(["segment 6 of the liver", 2]))).toBe(2);
    expect(marks("segment 6", key(["left internal carotid artery C6 segment", 2]))).toBe(0);
  });

  it("reads a bronchopulmonary segment by its S number, its number or its name, on its own side", () => {
    const lung = key(["posterior basal segment of left lower lobe", 2], ["left lower lobe", 1]);
    expect(marks("left S10", lung)).toBe(2);
    expect(marks("left lower lobe segment 10", lung)).toBe(2);
    expect(marks("posterobasal segment, left lower lobe", lung)).toBe(2);
    expect(marks("left S9", lung)).toBe(0);
    expect(marks("right S10", lung)).toBe(0);
    expect(marks("left S4", key(["superior lingular segment", 2]))).toBe(2);
    expect(marks("left S1+2", key(["apicoposterior segment of left upper lobe", 2], ["left upper lobe", 1]))).toBe(2);
    expect(marks("left S3", key(["apicoposterior segment of left upper lobe", 2], ["left upper lobe", 1]))).toBe(0);
  });

  it("reads AHA coronary segments by number or by proximal, mid and distal", () => {
    const rca = key(["distal right coronary artery", 2], ["right coronary artery", 1]);
    expect(marks("right coronary artery segment 3", rca)).toBe(2);
    expect(marks("right coronary artery segment 1", rca)).toBe(0);
    const lad = key(["mid left anterior descending artery", 2]);
    expect(marks("anterior interventricular artery, middle segment", lad)).toBe(2);
    expect(marks("left anterior descending artery segment 7", lad)).toBe(2);
    expect(marks("segment 6 of the left anterior descending artery", lad)).toBe(0);
  });

  it("reads vessel segments of the brain by code, name or ordinal", () => {
    const ica = key(["left internal carotid artery C5 segment", 2], ["left internal carotid artery", 1]);
    expect(marks("left internal carotid artery clinoid segment", ica)).toBe(2);
    expect(marks("left internal carotid artery fifth segment", ica)).toBe(2);
    expect(marks("left internal carotid artery segment V", ica)).toBe(2);
    expect(marks("left internal carotid artery C4", ica)).toBe(0);
    expect(
      marks("left middle cerebral artery fourth segment", key(["left middle cerebral artery cortical segment", 2])),
    ).toBe(2);
  });

  it("reads the parts of the duodenum as D1 to D4", () => {
    const d4 = key(["fourth part of duodenum", 2], ["duodenum", 1]);
    expect(marks("D4", d4)).toBe(2);
    expect(marks("duodenum part IV", d4)).toBe(2);
    expect(marks("D3", d4)).toBe(0);
  });

  it("reads digits by name or number, and spinal levels written any way", () => {
    expect(marks("right little finger metacarpal", key(["right fifth metacarpal", 2]))).toBe(2);
    expect(marks("right index finger metacarpal", key(["right fifth metacarpal", 2]))).toBe(0);
    expect(marks("left thumb metacarpal", key(["left first metacarpal", 2]))).toBe(2);
    const disc = key(["L4/5 intervertebral disc", 2]);
    expect(marks("L4-L5 disc", disc)).toBe(2);
    expect(marks("disc between L4 and L5", disc)).toBe(2);
    expect(marks("L3/4 disc", disc)).toBe(0);
    expect(marks("body of the twelfth thoracic vertebra", key(["T12 vertebral body", 2]))).toBe(2);
  });
});

describe("extra correct detail costs nothing; detail naming something else still does", () => {
  it("accepts the part of a nerve's course, a muscle's belly, a tendon's insertion", () => {
    const nerve = key(["right trigeminal nerve", 2]);
    expect(marks("right trigeminal nerve (cisternal segment)", nerve)).toBe(2);
    expect(marks("right trigeminal nerve, cisternal part", nerve)).toBe(2);
    expect(marks("right trigeminal nerve (CN V)", nerve)).toBe(2);
    expect(marks("right trigeminal nerve (facial nerve)", nerve)).toBe(0);
    expect(marks("right trigeminal nerve (CN VII)", nerve)).toBe(0);
    expect(marks("left gluteus maximus muscle belly", key(["left gluteus maximus", 2]))).toBe(2);
    expect(marks("left gluteus maximus tendon", key(["left gluteus maximus", 2]))).toBe(0);
    expect(marks("right infraspinatus tendon insertion", key(["right infraspinatus tendon", 2]))).toBe(2);
  });

  it("accepts proximal or distal where the key names no segment, not where it names another", () => {
    expect(marks("left popliteal artery (distal part)", key(["left popliteal artery", 2]))).toBe(2);
    expect(
      marks("left popliteal artery (proximal)", key(["distal left popliteal artery", 2], ["left popliteal artery", 1])),
    ).toBe(0);
    expect(marks("left vertebral artery, foraminal segment", key(["left vertebral artery", 2]))).toBe(2);
    expect(
      marks("left vertebral artery V3", key(["left vertebral artery V1 segment", 2], ["left vertebral artery", 1])),
    ).toBe(0);
  });

  it("accepts the region named after the structure, and a bony prominence's ossification centre", () => {
    expect(marks("septum pellucidum of the brain", key(["septum pellucidum", 2]))).toBe(2);
    expect(marks("right medial malleolar ossification centre", key(["right medial malleolus", 2]))).toBe(2);
    expect(marks("right medial malleolus apophysis", key(["right medial malleolus", 2]))).toBe(2);
  });
});

describe("phrase forms: 'X branch of Y', 'Y X branch' and the short name", () => {
  const thyroid = key(["right superior thyroid artery", 2]);

  it("reads a branch with its true parent as the branch", () => {
    expect(marks("superior thyroid branch of the right external carotid artery", thyroid)).toBe(2);
    expect(marks("right external carotid artery superior thyroid branch", thyroid)).toBe(2);
    expect(marks("splenic branch of the coeliac trunk", key(["splenic artery", 2]))).toBe(2);
    expect(marks("ileocolic branch", key(["ileocolic artery", 2]))).toBe(2);
  });

  it("does not accept a parent the branch does not arise from", () => {
    expect(marks("superior thyroid branch of the right internal carotid artery", thyroid)).toBe(0);
  });

  it("reads 'X of Y' as 'Y X'", () => {
    expect(marks("body of the left mandible", key(["left mandibular body", 2]))).toBe(2);
  });
});

describe("established synonyms and eponyms, and slash pairs", () => {
  it("accepts eponyms and official English names", () => {
    expect(marks("left Skene's gland", key(["left paraurethral gland", 2]))).toBe(2);
    expect(marks("Waldeyer's fascia", key(["rectosacral fascia", 2]))).toBe(2);
    expect(marks("ligament of Treitz", key(["suspensory muscle of duodenum", 2]))).toBe(2);
    expect(marks("inferior caval vein", key(["inferior vena cava", 2]))).toBe(2);
  });

  it("names aortic cusps by coronary relation or position, and marginal branches by side", () => {
    const cusp = key(["left coronary cusp of aortic valve", 2]);
    expect(marks("left semilunar cusp of the aortic valve", cusp)).toBe(2);
    expect(marks("left coronary leaflet of the aortic valve", cusp)).toBe(2);
    expect(marks("non-coronary cusp", cusp)).toBe(0);
    expect(marks("left marginal artery", key(["obtuse marginal artery", 2]))).toBe(2);
  });

  it("takes two names of one structure joined by a slash as one answer, two structures as a hedge", () => {
    const gland = key(["paraurethral gland", 2]);
    expect(marks("paraurethral gland / Skene's gland", gland)).toBe(2);
    expect(marks("paraurethral gland / bulbourethral gland", gland)).toBe(0);
  });
});

describe("a side that makes another structure", () => {
  it("gives 0 where the sided name is a different structure", () => {
    const duct = key(["hepatic duct", 2]);
    expect(marks("right hepatic duct", duct)).toBe(0);
    expect(mark("left hepatic duct", duct).reasons).toEqual([
      "'left hepatic duct' is a different structure from 'hepatic duct'",
    ]);
  });

  it("costs nothing on a paired structure where the key gives no side", () => {
    expect(marks("left brachiocephalic vein", key(["brachiocephalic vein", 2]))).toBe(2);
  });
});

describe("partial specificity", () => {
  it("gives a more general but correct region the key's partial row", () => {
    const epl = key(["right extensor pollicis longus tendon", 2], ["right extensor tendon", 1]);
    expect(marks("right thumb extensor tendon", epl)).toBe(1);
    expect(marks("right extensor pollicis brevis tendon", epl)).toBe(0);
    expect(marks("right rotator cuff", key(["right supraspinatus tendon", 2], ["right rotator cuff tendon", 1]))).toBe(
      1,
    );
  });
});

describe("honest doubt: review when the marker cannot place an answer; the mark stands", () => {
  it("flags a term it does not know", () => {
    const result = mark("left zorbular artery", key(["left renal artery", 2]));
    expect(result).toMatchObject({ marks: 0, review: true });
    expect(result.reviewReason).toBe("term not recognised: 'zorbular'");
  });

  it("flags a slip it would not correct, naming the word it is close to", () => {
    const result = mark("ileac crest", key(["iliac crest", 2]));
    expect(result).toMatchObject({ marks: 0, review: true });
    expect(result.reviewReason).toMatch(/^spelling not placed: 'ileac' is close to/);
  });

  it("flags a qualifier it cannot judge", () => {
    const result = mark("left vagus nerve (cervical part)", key(["left vagus nerve", 2]));
    expect(result).toMatchObject({ marks: 0, review: true });
    expect(result.reviewReason).toBe("qualifier not judged: 'cervical' beside 'left vagus nerve'");
  });

  it("does not flag answers it judges with confidence", () => {
    expect(mark("ulnar nerve", key(["ulna", 2])).review).toBe(false);
    expect(mark("right kidney", key(["left kidney", 2])).review).toBe(false);
    expect(mark("left renal artery", key(["left renal artery", 2])).review).toBe(false);
    expect(mark("right trigeminal nerve (facial nerve)", key(["right trigeminal nerve", 2])).review).toBe(false);
  });

  it("sends a low mark for an answer sharing a key row's own words, and tells the trainee", () => {
    const result = mark("left arcuate eminence of the sphenoid", key(["left arcuate eminence", 2]));
    expect(result).toMatchObject({ marks: 0, review: true });
    expect(result.reviewReason).toBe("not matched though it shares 'arcuate' with 'left arcuate eminence'");
    expect(result.reasons).toEqual(["not matched to 'left arcuate eminence'", PROVISIONAL]);
    expect(PROVISIONAL).toBe("marked provisionally: an editor will check this answer");
  });

  it("never gives a confident 0 to an answer it cannot place at all", () => {
    const result = mark("left lateral mass ligament", key(["left stylomandibular ligament", 2]));
    expect(result).toMatchObject({ marks: 0, review: true });
    expect(result.reviewReason).toBe("not placed: 'left lateral mass ligament' is no name the marker knows");
  });

  it("is confident where it knows why, or where the key gives the answer word for word", () => {
    expect(mark("left sphenomandibular ligament", key(["left stylomandibular ligament", 2])).review).toBe(false);
    expect(mark("left medial meniscus", key(["left lateral meniscus", 2])).review).toBe(false);
    const partial = mark(
      "left popliteal artery",
      key(["left anterior tibial artery", 2], ["left popliteal artery", 1]),
    );
    expect(partial).toMatchObject({ marks: 1, review: false });
    expect(partial.reasons).not.toContain(PROVISIONAL);
  });
});
