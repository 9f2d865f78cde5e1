// A bank package on disk or in memory (docs/bank-format.md): a folder or a .zip holding bank.jsonl and
// the image files it names. Reading never follows a path out of the package.
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { BANK_FILE } from "~/domain/bank-format";
import { MAX_IMAGE_BYTES } from "~/domain/question-editor";

export type BankPackage = {
  /** What the editor named: a folder, a .zip or an uploaded file's name. */
  name: string;
  text: string;
  file(relativePath: string): Promise<Buffer | null>;
};

export class PackageError extends Error {}

/** The most a zip may unpack to: a full bank of DICOM files fits, a zip bomb does not. */
const MAX_UNPACKED_BYTES = 2 * 1024 ** 3;
/** Tens of thousands of questions fit; a string past this is a bomb, not a bank. */
export const MAX_BANK_FILE_BYTES = 64 * 1024 ** 2;

const megabytes = (bytes: number) => `${Math.ceil(bytes / 1024 ** 2)} MB`;

const bankFileTooBig = (name: string, bytes: number) =>
  new PackageError(
    `${name}: ${BANK_FILE} is ${megabytes(bytes)}, over the ${megabytes(MAX_BANK_FILE_BYTES)} a bank file may be: split the bank into several packages`,
  );

export async function openBankPackage(location: string): Promise<BankPackage> {
  const info = await stat(location).catch(() => null);
  if (!info) throw new PackageError(`${location}: no such folder or file`);
  if (info.isFile()) {
    if (!location.toLowerCase().endsWith(".zip"))
      throw new PackageError(`${location}: a package is a folder or a .zip file`);
    return bankPackageFromZip(await readFile(location), path.basename(location));
  }
  const root = path.resolve(location);
  const bankFile = path.join(root, BANK_FILE);
  const size = (await stat(bankFile).catch(() => null))?.size;
  if (size === undefined) throw new PackageError(`${location}: no ${BANK_FILE} in this folder`);
  if (size > MAX_BANK_FILE_BYTES) throw bankFileTooBig(location, size);
  const text = await readFile(bankFile, "utf8");
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

/**
 * A zip with bank.jsonl at its root, or inside one top-level folder (as zipping a folder makes it).
 * Only the central directory is read here, and every size checked against the caps before a byte is
 * inflated; each file is then inflated when the import asks for it, into a buffer of its declared
 * size (fflate stops there, so an entry that lies about its size is cut short, never grown).
 */
export function bankPackageFromZip(bytes: Uint8Array, name: string): BankPackage {
  const sizes = new Map<string, number>();
  const entry = (wanted: string) => {
    try {
      return unzipSync(bytes, { filter: (file) => file.name === wanted })[wanted] ?? null;
    } catch {
      return null;
    }
  };
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (!file.name.endsWith("/")) sizes.set(file.name, file.originalSize);
        return false;
      },
    });
  } catch {
    throw new PackageError(`${name}: not a readable .zip file`);
  }
  const bankEntry = [...sizes.keys()]
    .filter((file) => file === BANK_FILE || /^[^/]+\/bank\.jsonl$/.test(file))
    .sort((a, b) => a.length - b.length)[0];
  if (!bankEntry) throw new PackageError(`${name}: no ${BANK_FILE} at the top of the zip`);
  let unpacked = 0;
  for (const [file, size] of sizes) {
    unpacked += size;
    if (unpacked > MAX_UNPACKED_BYTES) throw new PackageError(`${name}: unpacks to more than 2 GB`);
    if (file === bankEntry && size > MAX_BANK_FILE_BYTES) throw bankFileTooBig(name, size);
    if (file !== bankEntry && size > MAX_IMAGE_BYTES) {
      throw new PackageError(
        `${name}: ${file} unpacks to ${megabytes(size)}, over the ${megabytes(MAX_IMAGE_BYTES)} a file in a package may be`,
      );
    }
  }
  const bankText = entry(bankEntry);
  if (!bankText) throw new PackageError(`${name}: not a readable .zip file`);
  const prefix = bankEntry.slice(0, -BANK_FILE.length);
  return {
    name,
    text: strFromU8(bankText),
    async file(relativePath) {
      const found = sizes.has(prefix + relativePath) ? entry(prefix + relativePath) : null;
      return found ? Buffer.from(found.buffer, found.byteOffset, found.byteLength) : null;
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
