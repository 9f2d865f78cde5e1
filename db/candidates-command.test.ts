import { describe, expect, it } from "vitest";
import { CANDIDATES_USAGE, candidatesCommand, parseCandidatesArgs } from "./candidates-command";

const capture = () => {
  const lines: string[] = [];
  return { lines, output: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } };
};

describe("bank:candidates' arguments", () => {
  it("takes a series, a label map, a folder and the optional labels, source and licence", () => {
    expect(parseCandidatesArgs(["s", "l.nii.gz", "out", "--labels", "labels.json", "--licence", "CC BY 4.0"])).toEqual({
      seriesDir: "s",
      labelMap: "l.nii.gz",
      outDir: "out",
      labelsFile: "labels.json",
      source: undefined,
      licence: "CC BY 4.0",
    });
  });

  it("prints the usage and exits 2 on anything else", async () => {
    for (const args of [
      [],
      ["s", "l"],
      ["s", "l", "o", "--labels"],
      ["s", "l", "o", "--dry-run"],
      ["s", "l", "o", "p"],
    ]) {
      const { lines, output } = capture();
      expect(await candidatesCommand(args, output)).toBe(2);
      expect(lines).toEqual([CANDIDATES_USAGE]);
    }
  });

  it("says what is wrong and exits 1 when the series cannot be read", async () => {
    const { lines, output } = capture();
    expect(await candidatesCommand(["/nonexistent/series", "labels.nii.gz", "/nonexistent/out"], output)).toBe(1);
    expect(lines).toEqual(["/nonexistent/series: no such folder"]);
  });
});
