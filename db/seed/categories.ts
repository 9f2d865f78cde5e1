// The bank's categories and demo mocks, created before the starter bank is imported (a package names
// categories that must exist; its mocks are created unpublished unless they exist already).
export const CATEGORY_NAMES = [
  "Neuroanatomy",
  "Head and Neck",
  "Spine",
  "Thorax",
  "Cardiac",
  "Vascular",
  "Gastrointestinal",
  "Hepatobiliary and Pancreas",
  "Genitourinary",
  "Upper Limb",
  "Lower Limb",
  "Paediatrics",
] as const;

export const categories = CATEGORY_NAMES.map((name, index) => ({ name, orderIndex: index + 1 }));

export const STARTER_MOCKS = [
  { name: "Mock Paper 1", orderIndex: 1 },
  { name: "Mock Paper 2", orderIndex: 2 },
];
