// Named segment schemes: the numbers and names by which trainees give a segment of an organ or a
// vessel ("C2" = "petrous segment" of the internal carotid artery, "S6" = "superior segment of the
// lower lobe", "segment VII" of the liver). Within a scheme each segment becomes one code, so every
// way of naming it marks alike, and a different segment of the same scheme is a different structure.
//
// Shape of an entry (editors extend it; each scheme names its source in ./sources.ts):
// - `within`: the scheme applies to a name holding every word of one of these word sets;
// - `side`: the side a name must have for this scheme (the lungs' segments differ left and right);
//   a name that can only be one side ("inferior lingular") takes that side when none is typed;
// - `prefix`: "segment N" (also "Nth segment", "segment IV") within the scheme is prefix + N, when
//   that code is listed;
// - `implies`: words a code makes go without saying ("liver" for a Couinaud segment);
// - `codes`: each code with its names; a name may hold a side ("right posterosuperior").
// Codes are a letter and a number ("v2", "s10", "h4a"): the letter keeps schemes apart. A scheme
// without numbers may use a word as its one code (the apophysis of a bony prominence).
import type { SourceId } from "./sources";

export type Scheme = {
  name: string;
  source: SourceId;
  within: string[][];
  side?: "left" | "right";
  prefix: string;
  implies?: string[];
  codes: Record<string, string[]>;
};

const LUNG = [["lobe"], ["lung"], ["lingula"]];

export const SCHEMES: Scheme[] = [
  {
    name: "vertebral artery segments",
    source: "vertebral",
    within: [["vertebral", "artery"]],
    prefix: "v",
    codes: {
      v1: ["prevertebral", "pre-foraminal", "preforaminal", "extraosseous", "ostial"],
      v2: ["foraminal", "transversarial", "intraforaminal"],
      v3: ["atlantic", "extraspinal", "suboccipital", "extradural", "atlas loop"],
      v4: ["intradural", "intracranial"],
    },
  },
  {
    name: "internal carotid artery segments",
    source: "bouthillier",
    within: [["internal", "carotid"]],
    prefix: "c",
    codes: {
      c1: ["cervical"],
      c2: ["petrous"],
      c3: ["lacerum", "lacerum segment"],
      c4: ["cavernous"],
      c5: ["clinoid", "clinoidal"],
      c6: ["ophthalmic", "supraclinoid"],
      c7: ["communicating", "terminal"],
    },
  },
  {
    name: "middle cerebral artery segments",
    source: "cerebral",
    within: [["middle", "cerebral"]],
    prefix: "m",
    codes: { m1: ["sphenoidal", "horizontal"], m2: ["insular"], m3: ["opercular"], m4: ["cortical"] },
  },
  {
    name: "anterior cerebral artery segments",
    source: "cerebral",
    within: [["anterior", "cerebral"]],
    prefix: "a",
    codes: {
      a1: ["precommunicating", "pre-communicating", "horizontal"],
      a2: ["postcommunicating", "post-communicating", "infracallosal", "vertical"],
      a3: ["precallosal"],
      a4: ["supracallosal"],
      a5: ["postcallosal"],
    },
  },
  {
    name: "posterior cerebral artery segments",
    source: "cerebral",
    within: [["posterior", "cerebral"]],
    prefix: "p",
    codes: {
      p1: ["precommunicating", "pre-communicating", "mesencephalic", "peduncular"],
      p2: ["ambient", "postcommunicating", "post-communicating"],
      p3: ["quadrigeminal"],
      p4: ["calcarine", "cortical"],
    },
  },
  {
    name: "right coronary artery segments",
    source: "aha",
    within: [["coronary", "artery"]],
    side: "right",
    prefix: "k",
    codes: { k1: ["proximal"], k2: ["mid", "middle"], k3: ["distal"] },
  },
  {
    name: "left anterior descending artery segments",
    source: "aha",
    within: [["anterior", "interventricular"]],
    prefix: "k",
    codes: { k6: ["proximal"], k7: ["mid", "middle"], k8: ["distal"] },
  },
  {
    name: "circumflex artery segments",
    source: "aha",
    within: [["circumflex"]],
    prefix: "k",
    codes: { k11: ["proximal"], k13: ["distal"] },
  },
  {
    name: "Couinaud liver segments",
    source: "couinaud",
    within: [["liver"], ["couinaud"]],
    prefix: "h",
    implies: ["liver", "couinaud", "lobe"],
    codes: {
      h1: ["caudate lobe"],
      h2: ["left lateral superior", "left lateral posterior", "left posterolateral"],
      h3: ["left lateral inferior", "left lateral anterior", "left anterolateral"],
      h4: [],
      h4a: [],
      h4b: [],
      h5: ["right anterior inferior", "right anteroinferior"],
      h6: ["right posterior inferior", "right posteroinferior"],
      h7: ["right posterior superior", "right posterosuperior"],
      h8: ["right anterior superior", "right anterosuperior"],
    },
  },
  {
    name: "right upper lobe segments",
    source: "boyden",
    within: LUNG,
    side: "right",
    prefix: "s",
    implies: ["upper", "lobe", "lung"],
    codes: { s1: ["apical upper lobe"], s2: ["posterior upper lobe"], s3: ["anterior upper lobe"] },
  },
  {
    name: "right middle lobe segments",
    source: "boyden",
    within: LUNG,
    side: "right",
    prefix: "s",
    implies: ["middle", "lobe", "lung"],
    codes: { s4: ["lateral middle lobe"], s5: ["medial middle lobe"] },
  },
  {
    name: "lower lobe segments",
    source: "boyden",
    within: LUNG,
    prefix: "s",
    implies: ["lower", "lobe", "lung", "basal"],
    codes: {
      s6: ["superior lower lobe", "apical lower lobe"],
      s9: ["lateral basal lower lobe", "laterobasal lower lobe", "lateral basal", "laterobasal"],
      s10: ["posterior basal lower lobe", "posterobasal lower lobe", "posterior basal", "posterobasal"],
    },
  },
  {
    name: "right lower lobe basal segments",
    source: "boyden",
    within: LUNG,
    side: "right",
    prefix: "s",
    implies: ["lower", "lobe", "lung", "basal"],
    codes: {
      s7: ["medial basal lower lobe", "mediobasal lower lobe", "medial basal", "mediobasal"],
      s8: ["anterior basal lower lobe", "anterobasal lower lobe", "anterior basal", "anterobasal"],
    },
  },
  {
    name: "left lower lobe basal segments",
    source: "boyden",
    within: LUNG,
    side: "left",
    prefix: "s",
    implies: ["lower", "lobe", "lung", "basal"],
    codes: {
      s8: [
        "anteromedial basal lower lobe",
        "anteromedial basal",
        "anterior basal lower lobe",
        "anterobasal lower lobe",
        "anterior basal",
        "anterobasal",
      ],
    },
  },
  {
    name: "left upper lobe segments",
    source: "boyden",
    within: LUNG,
    side: "left",
    prefix: "s",
    implies: ["upper", "lobe", "lung", "lingula"],
    codes: {
      // S1+2, typed so, is one segment on the left.
      s12: ["apicoposterior upper lobe", "apicoposterior", "apical posterior upper lobe"],
      s3: ["anterior upper lobe"],
      s4: ["superior lingula", "superior lingula upper lobe"],
      s5: ["inferior lingula", "inferior lingula upper lobe"],
    },
  },
  {
    name: "ossification centre of a bony prominence",
    source: "gray",
    within: [
      ["tuberosity"],
      ["tubercle"],
      ["trochanter"],
      ["crest"],
      ["epicondyle"],
      ["apophysis"],
      ["malleolus"],
      ["olecranon"],
    ],
    prefix: "",
    codes: {
      apophysis: [
        "apophysis",
        "ossification centre",
        "secondary ossification centre",
        "apophyseal ossification centre",
      ],
    },
  },
];
