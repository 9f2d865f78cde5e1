// A bank package on disk or in memory (docs/bank-format.md): a folder or a .zip holding bank.jsonl and
// the image files it names. Reading never follows a path out of the package.
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { BANK_FILE } from "../domain/bank-format";

export type BankPackage = {
  /** What the editor named: a folder, a .zip or an uploaded file's name. */
  name: string;
  text: string;
  file(relativePath: string): Promise<Buffer | null>;
};

export class PackageError extends Error {}

/** The most a zip may unpack to: a full bank of DICOM files fits, a zip bomb does not. */
const MAX_UNPACKED_BYTES = 2 * 1024 ** 3;

export async function openBankPackage(location: string): Promise<BankPackage> {
  const info = await stat(location).catch(() => null);
  if (!info) throw new PackageError(`${location}: no such folder or file`);
  if (info.isFile()) {
    if (!location.toLowerCase().endsWith(".zip"))
      throw new PackageError(`${location}: a package is a folder or a .zip file`);
    return bankPackageFromZip(await readFile(location), path.basename(location));
  }
  const root = path.resolve(location);
  const text = await readFile(path.join(root, BANK_FILE), "utf8").catch(() => null);
  if (text === null) throw new PackageError(`${location}: no ${BANK_FILE} in this folder`);
  return {
    name: location,
    text,
    async file(relativePath) {
      const full = path.resolve(root, relativePath);
      if (!full.startsWith(root + path.sep)) return null;
      return readFile(full).catch(() => null);
    },
  };
}

/** A zip with bank.jsonl at its root, or inside one top-level folder (as zipping a folder makes it). */
export function bankPackageFromZip(bytes: Uint8Array, name: string): BankPackage {
  let unpacked = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        unpacked += entry.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES) throw new PackageError(`${name}: unpacks to more than 2 GB`);
        return !entry.name.endsWith("/");
      },
    });
  } catch (error) {
    if (error instanceof PackageError) throw error;
    throw new PackageError(`${name}: not a readable .zip file`);
  }
  const bankEntry = Object.keys(entries)
    .filter((entry) => entry === BANK_FILE || /^[^/]+\/bank\.jsonl$/.test(entry))
    .sort((a, b) => a.length - b.length)[0];
  if (!bankEntry) throw new PackageError(`${name}: no ${BANK_FILE} at the top of the zip`);
  const prefix = bankEntry.slice(0, -BANK_FILE.length);
  return {
    name,
    text: strFromU8(entries[bankEntry]!),
    async file(relativePath) {
      const entry = entries[prefix + relativePath];
      return entry ? Buffer.from(entry) : null;
    },
  };
}

export type ExportedBank = { jsonl: string; files: Map<string, Buffer> };

export async function writeBankFolder(dir: string, bank: ExportedBank) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, BANK_FILE), bank.jsonl);
  for (const [relativePath, bytes] of bank.files) {
    await mkdir(path.dirname(path.join(dir, relativePath)), { recursive: true });
    await writeFile(path.join(dir, relativePath), bytes);
  }
}

export function bankZip(bank: ExportedBank): Uint8Array {
  const entries: Zippable = { [BANK_FILE]: strToU8(bank.jsonl) };
  // Images are compressed already: stored, not deflated again.
  for (const [relativePath, bytes] of bank.files) entries[relativePath] = [bytes, { level: 0 }];
  return zipSync(entries);
}
