// The hostile DICOM files the last probe sent, made here: each is refused with a message an editor can
// act on, and none is read on the server's own thread (the DICOM worker reads them).
import dcmjs from "dcmjs";
import { describe, expect, it, vi } from "vitest";
import {
  deflateBomb,
  deflatedDicom,
  elementFlood,
  nestedSequenceBomb,
  oversizedJpegFrame,
} from "../../tests/fixtures/bombs";
import { dicomFile, words } from "../../tests/fixtures/dicom";
import { ImageRefusal, prepareImage, renderVariants } from "./bank-image.server";
import { DicomPool } from "./dicom-pool.server";

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImageRefusal);
  return (error as ImageRefusal).message;
}

const ct = {
  rows: 64,
  columns: 64,
  bitsStored: 12,
  pixels: words(Array.from({ length: 64 * 64 }, (_, i) => i % 4000)),
};

describe("DICOM files built to exhaust the server", () => {
  it("reads every DICOM on the worker, never on the server's own thread", async () => {
    const readFile = vi.spyOn(dcmjs.data.DicomMessage, "readFile");
    const prepared = await prepareImage(dicomFile(ct), "ct.dcm");
    await renderVariants(prepared.original.bytes, { arrows: [] });
    expect(await refusal(prepareImage(nestedSequenceBomb(5_000), "nested.dcm"))).toContain("nests sequences");
    expect(readFile).not.toHaveBeenCalled();
    readFile.mockRestore();
  });

  it("stops inflating a deflated dataset once it outgrows the image it declares", async () => {
    const bomb = deflateBomb(1500);
    expect(bomb.length).toBeLessThan(2 * 1024 ** 2);
    const message = await refusal(prepareImage(bomb, "bomb.dcm"));
    expect(message).toBe(
      "This deflated DICOM file unpacks to more than the image it declares: export it again uncompressed",
    );
  });

  it("still reads an honest deflated file, as its uncompressed twin", async () => {
    const deflated = await prepareImage(deflatedDicom(ct), "ct.dcm");
    const plain = await prepareImage(dicomFile(ct), "ct.dcm");
    expect(deflated.contentHash).toBe(plain.contentHash);
    expect(deflated.original.bytes.equals(plain.original.bytes)).toBe(true);
  });

  it("refuses sequences nested thousands deep without walking them in dcmjs", async () => {
    for (const levels of [5_000, 20_000]) {
      expect(await refusal(prepareImage(nestedSequenceBomb(levels), "nested.dcm"))).toBe(
        "This DICOM file nests sequences more than 32 deep, which no image needs: export it again from the PACS",
      );
    }
    expect((await prepareImage(nestedSequenceBomb(8), "nested.dcm")).width).toBe(2);
  });

  it("compares a JPEG frame's own size with the file's before decoding it", async () => {
    const message = await refusal(prepareImage(await oversizedJpegFrame(16_000), "j.dcm"));
    expect(message).toBe(
      "This DICOM file says its image is 1 × 1 pixels but its JPEG frame is 16000 × 16000: export it again from the PACS",
    );
  });

  it("refuses a flood of attributes before dcmjs spends seconds on each hundred thousand", async () => {
    const message = await refusal(prepareImage(elementFlood(1_000_000), "flood.dcm"));
    expect(message).toBe(
      "This DICOM file holds more than 100,000 attributes, far more than an image needs: export the image alone from the PACS",
    );
  });

  it("refuses a file that needs more memory than a worker has", async () => {
    const cramped = new DicomPool({ size: 1, budgetMs: 60_000, resourceLimits: { maxOldGenerationSizeMb: 8 } });
    await expect(cramped.prepare(dicomFile(ct), false)).rejects.toThrow(
      "This DICOM file needs more memory to read than Arrowed gives one image: export it again from the PACS, uncompressed",
    );
    await cramped.close();
  });

  it("refuses a file past the worker's time budget", async () => {
    const hurried = new DicomPool({ size: 1, budgetMs: 1, resourceLimits: {} });
    await expect(hurried.prepare(dicomFile(ct), false)).rejects.toThrow(/took more than 0.001 s to read/);
    await hurried.close();
  });
});
