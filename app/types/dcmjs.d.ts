// The part of dcmjs that the bank's image pipeline uses (the package ships no types).
declare module "dcmjs" {
  /** One data element as dcmjs holds it: Value is strings, numbers, ArrayBuffers or nested datasets. */
  export type DicomElement = { vr: string; Value?: unknown[]; _rawValue?: unknown };
  /** A dataset keyed by tag hex without separators, e.g. "00280010". */
  export type DicomElements = Record<string, DicomElement>;

  class DicomDict {
    constructor(meta: DicomElements);
    meta: DicomElements;
    dict: DicomElements;
    write(options?: { allowInvalidVRLength?: boolean }): ArrayBuffer;
  }

  type Logger = { setLevel(level: "trace" | "debug" | "info" | "warn" | "error" | "silent"): void };

  const dcmjs: {
    data: {
      DicomDict: typeof DicomDict;
      DicomMessage: {
        readFile(
          buffer: ArrayBuffer,
          options?: { ignoreErrors?: boolean; untilTag?: string | null; noCopy?: boolean },
        ): DicomDict;
      };
    };
    log: { getLogger(name: string): Logger };
  };
  export default dcmjs;
}
