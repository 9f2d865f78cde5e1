import { hash, verify } from "@node-rs/argon2";

// Argon2id with OWASP's minimum parameters (19 MiB, 2 passes); 2 = Algorithm.Argon2id.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spent on unknown emails so that a failed sign-in takes as long whether the account exists or not. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string) {
  dummyHash ??= hashPassword("not-a-real-password-for-timing");
  await verifyPassword(await dummyHash, password);
  return false;
}
