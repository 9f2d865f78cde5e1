// Where the marker's anatomical knowledge comes from. Every entry of the data files beside the marker
// (synonyms.ts, schemes.ts, branches.ts, sided-names.ts, qualifiers.ts) names one of these, so an
// editor can check it, and a new entry must be true in one of them (or a new source added here).

export const SOURCES = {
  ta2: "Terminologia Anatomica, 2nd ed. (FIPAT, 2019): the Latin term and its official English equivalent",
  eponym: "Eponym in established clinical use, given beside the official term in Gray's Anatomy, 42nd ed. (2020)",
  usage:
    "Established English name in UK radiology teaching (Gray's Anatomy, 42nd ed.; Weir & Abrahams' Imaging Atlas of Human Anatomy, 6th ed.)",
  gray: "Gray's Anatomy, 42nd ed. (2020): the description of the structure, its parts and its branches",
  couinaud: "Couinaud's functional liver segments I–VIII (Couinaud, 1957), with the Brisbane 2000 terminology (IHPBA)",
  boyden:
    "Bronchopulmonary segments S1–S10 after Jackson & Huber (1943) and Boyden (1955), as in Terminologia Anatomica",
  aha: "AHA coronary artery segments (Austen et al., Circulation 1975), numbered as in the SCCT 2014 reporting guidelines",
  bouthillier: "Internal carotid artery segments C1–C7 (Bouthillier, van Loveren & Keller, Neurosurgery 1996)",
  vertebral: "Vertebral artery segments V1–V4 (Gray's Anatomy, 42nd ed.; Osborn's Diagnostic Cerebral Angiography)",
  cerebral:
    "Segments of the cerebral arteries: MCA M1–M4 (Gibo et al., 1981), ACA A1–A5 (Fischer, 1938), PCA P1–P4 (Zeal & Rhoton, 1978)",
  duodenum:
    "Parts of the duodenum (superior, descending, horizontal, ascending), first to fourth, D1–D4 in radiology usage (Terminologia Anatomica)",
  digits: "Digits of the hand and foot numbered from the thumb and great toe, first to fifth (Terminologia Anatomica)",
  levels: "Spinal levels: C1–C7, T1–T12, L1–L5 name the vertebrae in order (Terminologia Anatomica)",
} as const;

export type SourceId = keyof typeof SOURCES;
