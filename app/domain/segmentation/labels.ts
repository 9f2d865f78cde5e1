// A label map laid over a series, slice by slice in the series' viewing order and pixel by pixel in
// each slice's own rows and columns, whatever grid or file it came from (a NIfTI volume, a DICOM SEG).
export type LabelSlices = {
  rows: number;
  columns: number;
  sliceCount: number;
  /** Label number → the segmentation's class name. */
  names: Map<number, string>;
  /** How many pixels of each label each slice holds. */
  areas: Map<number, number[]>;
  /** The label's pixels on a slice (1 inside), or undefined where it has none. */
  mask(label: number, slice: number): Uint8Array | undefined;
  /** Pixels of any label on a slice but this one. */
  others(label: number, slice: number): Uint8Array;
};

/** From one plane of label numbers a slice (0 = none): a NIfTI volume resampled onto the slices. */
export function labelsFromPlanes(
  planes: Uint32Array[],
  rows: number,
  columns: number,
  names: Map<number, string>,
): LabelSlices {
  const areas = new Map<number, number[]>();
  planes.forEach((plane, slice) => {
    for (const value of plane) {
      if (value === 0) continue;
      let counts = areas.get(value);
      if (!counts) areas.set(value, (counts = new Array<number>(planes.length).fill(0)));
      counts[slice]!++;
    }
  });
  return {
    rows,
    columns,
    sliceCount: planes.length,
    names,
    areas,
    mask(label, slice) {
      if (!areas.get(label)?.[slice]) return undefined;
      const plane = planes[slice]!;
      const out = new Uint8Array(plane.length);
      for (let i = 0; i < plane.length; i++) out[i] = plane[i] === label ? 1 : 0;
      return out;
    },
    others(label, slice) {
      const plane = planes[slice]!;
      const out = new Uint8Array(plane.length);
      for (let i = 0; i < plane.length; i++) out[i] = plane[i] !== 0 && plane[i] !== label ? 1 : 0;
      return out;
    },
  };
}

/** From one mask per segment and slice, which may overlap: a binary DICOM SEG. */
export function labelsFromMasks(
  masks: Map<number, Map<number, Uint8Array>>,
  rows: number,
  columns: number,
  sliceCount: number,
  names: Map<number, string>,
): LabelSlices {
  const areas = new Map<number, number[]>();
  for (const [label, slices] of masks) {
    const counts = new Array<number>(sliceCount).fill(0);
    for (const [slice, mask] of slices) counts[slice] = mask.reduce((sum, v) => sum + (v ? 1 : 0), 0);
    areas.set(label, counts);
  }
  return {
    rows,
    columns,
    sliceCount,
    names,
    areas,
    mask: (label, slice) => (areas.get(label)?.[slice] ? masks.get(label)!.get(slice) : undefined),
    others(label, slice) {
      const out = new Uint8Array(rows * columns);
      for (const [other, slices] of masks) {
        const mask = other === label ? undefined : slices.get(slice);
        if (mask) for (let i = 0; i < out.length; i++) out[i] = out[i]! | mask[i]!;
      }
      return out;
    },
  };
}
