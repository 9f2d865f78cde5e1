// Zips built to exhaust the server: every size is checked against the caps from the zip's directory,
// before a byte is inflated, and each refusal names what is too big.
import { describe, expect, it } from "vitest";
import { bigBankFileZip, bigEntriesZip } from "../../tests/fixtures/bombs";
import { bankPackageFromZip, bankZip, PackageError } from "./bank-package.server";

function refusal(open: () => unknown) {
  try {
    open();
  } catch (error) {
    expect(error).toBeInstanceOf(PackageError);
    return (error as PackageError).message;
  }
  throw new Error("the package was opened");
}

describe("zip packages", () => {
  it("refuses an entry that unpacks past what an image may be, before inflating it", () => {
    const bomb = bigEntriesZip(2, 1100);
    expect(bomb.length).toBeLessThan(10 * 1024 ** 2);
    expect(refusal(() => bankPackageFromZip(bomb, "bomb.zip"))).toBe(
      "bomb.zip: images/0.dcm unpacks to 1100 MB, over the 64 MB a file in a package may be",
    );
  });

  it("refuses a zip whose entries add up to more than 2 GB", () => {
    expect(refusal(() => bankPackageFromZip(bigEntriesZip(33, 64), "many.zip"))).toBe(
      "many.zip: unpacks to more than 2 GB",
    );
  });

  it("refuses a bank.jsonl too big to be a bank, with a message instead of a server error", () => {
    expect(refusal(() => bankPackageFromZip(bigBankFileZip(600), "big.zip"))).toBe(
      "big.zip: bank.jsonl is 601 MB, over the 64 MB a bank file may be: split the bank into several packages",
    );
  });

  it("reads an honest zip's files when asked, and nothing outside it", async () => {
    const image = Buffer.from("not really a picture");
    const pkg = bankPackageFromZip(
      bankZip({ jsonl: '{"code":"THX-1"}\n', files: new Map([["images/a.png", image]]) }),
      "a.zip",
    );
    expect(pkg.text).toBe('{"code":"THX-1"}\n');
    expect((await pkg.file("images/a.png"))?.equals(image)).toBe(true);
    expect(await pkg.file("images/b.png")).toBeNull();
    expect(await pkg.file("../bank.jsonl")).toBeNull();
  });
});
