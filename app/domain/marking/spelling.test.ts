// Spelling families and common slips (product-rules#spelling-families): each rule on its own, then
// in marking, on structures of our own choosing; a different structure still scores 0.
import { describe, expect, it } from "vitest";
import { mark, type KeyRow } from "~/domain/marking";
import { initialsOf } from "./slips";
import { neutralise, SPELLING_FAMILIES } from "./text";

const key = (...rows: Array<[string, number]>): KeyRow[] => rows.map(([text, marks]) => ({ text, marks }));
const marks = (response: string, rows: KeyRow[]) => mark(response, rows).marks;
const same = (a: string, b: string) => expect(neutralise(a), `${a} ~ ${b}`).toBe(neutralise(b));
const apart = (a: string, b: string) => expect(neutralise(a), `${a} ≁ ${b}`).not.toBe(neutralise(b));

describe("each spelling family is one rule", () => {
  it("has a name for every rule, for the docs and the reasons", () => {
    for (const family of SPELLING_FAMILIES) expect(family.name).toMatch(/\S/);
  });

  it("reads oe and ae as e inside a word, not in a Latin plural or a plural in -s", () => {
    same("oedema", "edema");
    same("diarrhoea", "diarrhea");
    same("foetal", "fetal");
    same("anaesthetic", "anesthetic");
    same("ischaemic", "ischemic");
    same("paediatric", "pediatric");
    apart("vertebrae", "vertebre");
    apart("toes", "tes");
    apart("fossae", "fosse");
  });

  it("reads -our as -or and -re as -er", () => {
    same("humour", "humor");
    same("tumour", "tumor");
    same("fibre", "fiber");
    apart("four", "for");
  });

  it("reads lachrymal, anular and fontanel as lacrimal, annular and fontanelle", () => {
    same("lachrymal", "lacrimal");
    same("nasolachrymal", "nasolacrimal");
    same("anular", "annular");
    same("anulus", "annulus");
    same("fontanel", "fontanelle");
    same("fontanels", "fontanelles");
  });

  it("lets a Latin adjective's ending follow either noun: -osum, -osa and -osus; -ale and -alis", () => {
    same("arteriosum", "arteriosus");
    same("venosum", "venosus");
    same("nuchale", "nuchalis");
    apart("fossa", "fossus");
    apart("male", "malis");
  });
});

describe("in marking", () => {
  it("accepts the British, American and Latin spellings of a name", () => {
    expect(marks("left nasolachrymal duct", key(["left nasolacrimal duct", 2]))).toBe(2);
    expect(marks("posterior fontanel", key(["posterior fontanelle", 2]))).toBe(2);
    expect(marks("anulus fibrosus", key(["annulus fibrosus", 2]))).toBe(2);
    expect(marks("ligamentum venosus", key(["ligamentum venosum", 2]))).toBe(2);
    expect(marks("aqueous humor", key(["aqueous humour", 2]))).toBe(2);
    expect(marks("esophageal hiatus", key(["oesophageal hiatus", 2]))).toBe(2);
  });

  it("keeps a different structure apart when only the ending differs", () => {
    expect(marks("ductus arteriosum", key(["ligamentum arteriosum", 2]))).toBe(0);
    expect(marks("ligamentum teres", key(["ligamentum venosum", 2]))).toBe(0);
  });

  it("forgives a slip of a first letter that sounds alike, and cord written chord", () => {
    expect(initialsOf("singulate")).toContain("c");
    expect(marks("left singulate gyrus", key(["left cingulate gyrus", 2]))).toBe(2);
    expect(marks("spinal chord", key(["spinal cord", 2]))).toBe(2);
    expect(marks("chordae tendineae", key(["spinal cord", 2]))).toBe(0);
  });
});
