// Hostile uploads in the authoring console, as the last probe sent them (made here, none kept on disk):
// each is answered 400 with a message the editor can act on, never a server error.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { bigBankFileZip, bigEntriesZip, deflateBomb, nestedSequenceBomb, oversizedJpegFrame } from "../fixtures/bombs";
import { run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as bankRoute from "~/routes/admin.bank";
import * as editorRoute from "~/routes/admin.question";
import { getDb } from "~/server/db.server";

async function admin() {
  const user = await makeUser();
  await getDb().update(s.users).set({ role: "admin" }).where(eq(s.users.id, user.id));
  return signedInCookie(user.id);
}

function upload(
  url: string,
  fields: Record<string, string>,
  cookie: string,
  field: string,
  bytes: Buffer,
  name: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new File([new Uint8Array(bytes)], name));
  return new Request(new URL(url, "http://arrowed.test"), {
    method: "POST",
    headers: { Cookie: cookie, Accept: "text/html" },
    body: form,
  });
}

describe("hostile uploads in the console", () => {
  it("refuses each DICOM bomb beside the image field", async () => {
    const cookie = await admin();
    const bombs: [Buffer, string][] = [
      [deflateBomb(1500), "This deflated DICOM file unpacks to more than the image it declares"],
      [nestedSequenceBomb(5_000), "This DICOM file nests sequences more than 32 deep"],
      [await oversizedJpegFrame(16_000), "but its JPEG frame is 16000 × 16000"],
    ];
    for (const [bytes, message] of bombs) {
      const refused = await run(
        editorRoute.action,
        upload("/admin/questions/new", { intent: "preview" }, cookie, "image", bytes, "scan.dcm"),
      );
      expect(refused.status).toBe(400);
      expect(refused.data.errors.image).toContain(message);
    }
  });

  it("refuses each zip bomb with the package's name and what is too big", async () => {
    const cookie = await admin();
    const bombs: [Buffer, string][] = [
      [bigEntriesZip(2, 1100), "bomb.zip: images/0.dcm unpacks to 1100 MB, over the 64 MB a file in a package may be"],
      [bigBankFileZip(600), "bomb.zip: bank.jsonl is 601 MB, over the 64 MB a bank file may be"],
    ];
    for (const [bytes, message] of bombs) {
      const refused = await run(
        bankRoute.action,
        upload("/admin/bank", { intent: "check" }, cookie, "package", bytes, "bomb.zip"),
      );
      expect(refused.status).toBe(400);
      expect(refused.data.error).toContain(message);
    }
  });
});
