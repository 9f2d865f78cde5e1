// Names in which "left" or "right" makes a different structure, not a side of the same one: the
// left hepatic vein is not the left side of the middle hepatic vein, and the left coronary sinus
// (of the aortic root) is not the coronary sinus. Where the key gives no side, a response naming
// one of these has named another structure and scores 0. Paired structures ("left kidney") do not
// belong here: for them a side is only a side.
//
// Shape: `names` with their side as typed; `source` in ./sources.ts.
import type { SourceId } from "./sources";

export const SIDED_NAMES: Array<{ names: string[]; source: SourceId }> = [
  { names: ["left pulmonary artery", "right pulmonary artery"], source: "ta2" },
  { names: ["left hepatic vein", "right hepatic vein"], source: "ta2" },
  { names: ["left hepatic artery", "right hepatic artery"], source: "ta2" },
  { names: ["left hepatic duct", "right hepatic duct"], source: "ta2" },
  { names: ["left portal vein", "right portal vein"], source: "ta2" },
  { names: ["left lobe of liver", "right lobe of liver"], source: "ta2" },
  { names: ["left colic artery", "right colic artery", "left colic vein", "right colic vein"], source: "ta2" },
  { names: ["left gastric artery", "right gastric artery", "left gastric vein", "right gastric vein"], source: "ta2" },
  {
    names: [
      "left gastroepiploic artery",
      "right gastroepiploic artery",
      "left gastroepiploic vein",
      "right gastroepiploic vein",
    ],
    source: "ta2",
  },
  { names: ["left coronary artery", "right coronary artery"], source: "ta2" },
  { names: ["left coronary sinus", "right coronary sinus"], source: "gray" },
  { names: ["left coronary cusp", "right coronary cusp"], source: "gray" },
  { names: ["left main bronchus", "right main bronchus"], source: "ta2" },
  { names: ["left atrium", "right atrium", "left ventricle", "right ventricle"], source: "ta2" },
  { names: ["left superior vena cava"], source: "gray" },
  { names: ["right lymphatic duct"], source: "ta2" },
  { names: ["left triangular ligament", "right triangular ligament"], source: "ta2" },
  { names: ["left bundle branch", "right bundle branch"], source: "ta2" },
];
