// Extra detail that is true of the keyed structure and costs nothing ("left optic nerve
// (intraorbital segment)", "biceps femoris muscle belly", "superficial femoral artery (proximal
// part)"). A word here is harmless only beside a key row naming something of that kind, and never
// when any row of the key uses a word that excludes it (a key that says "mid" judges "proximal").
//
// Shape: `words` the harmless words; `with` words of which the key row must hold one (a word whose
// implied words include one counts: "supraspinatus" is a muscle); none for any structure; `source`.
import type { SourceId } from "./sources";

export const QUALIFIERS: Array<{ words: string[]; with?: string[]; source: SourceId }> = [
  // The parts of a nerve's course along its length.
  {
    words: [
      "intracanalicular",
      "canalicular",
      "intraorbital",
      "cisternal",
      "intracranial",
      "extracranial",
      "intraforaminal",
    ],
    with: ["nerve"],
    source: "gray",
  },
  // A muscle's fleshy part, a tendon's attachment.
  { words: ["belly", "fibre"], with: ["muscle"], source: "gray" },
  { words: ["insertion", "attachment", "footprint"], with: ["tendon"], source: "gray" },
  // A vessel's course and opening.
  {
    words: ["proximal", "distal", "mid"],
    with: ["artery", "vein", "duct", "trunk", "tendon", "ligament", "nerve", "ureter"],
    source: "gray",
  },
  { words: ["horizontal", "vertical"], with: ["artery"], source: "gray" },
  { words: ["ostium", "lumen"], with: ["artery", "vein", "sinus", "duct"], source: "gray" },
  // A bony prominence's own centre of ossification (its apophysis) in a growing skeleton.
  {
    words: ["ossification", "centre", "secondary", "apophysis"],
    with: [
      "tuberosity",
      "tubercle",
      "trochanter",
      "crest",
      "spine",
      "epicondyle",
      "process",
      "malleolus",
      "apophysis",
      "olecranon",
      "coracoid",
      "acromion",
    ],
    source: "gray",
  },
  // The region a structure lies in, named after it ("third ventricle of the brain").
  { words: ["brain", "skull", "cranium", "thorax", "chest", "abdomen"], source: "usage" },
];
