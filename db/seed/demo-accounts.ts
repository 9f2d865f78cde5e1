// Demo accounts, created only in demo mode (README "Demo accounts"). Never in production.
export const DEMO_PASSWORD = "arrowed-demo-2026";

export const demoAccounts = [
  {
    email: "free@arrowed.example",
    name: "Dr Freya Free",
    plan: "free",
    role: "trainee",
    specialty: "Clinical Radiology",
    university: "University of Leeds",
    hospital: "Leeds General Infirmary",
  },
  {
    email: "lastminute@arrowed.example",
    name: "Dr Liam Last",
    plan: "high_yield",
    role: "trainee",
    specialty: "Clinical Radiology",
    university: "University of Glasgow",
    hospital: "Queen Elizabeth University Hospital",
  },
  {
    email: "fullaccess@arrowed.example",
    name: "Dr Fatima Full",
    plan: "premium",
    role: "trainee",
    specialty: "Clinical Radiology",
    university: "King's College London",
    hospital: "St Thomas' Hospital",
  },
  {
    email: "admin@arrowed.example",
    name: "Arrowed Admin",
    plan: "premium",
    role: "admin",
    specialty: null,
    university: null,
    hospital: null,
  },
] as const;
