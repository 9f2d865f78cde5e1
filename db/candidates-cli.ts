// Draft questions from a segmentation, written as a bank package to review and import:
//   npm run -s bank:candidates -- SERIES_DIR LABELMAP OUT_DIR [--labels labels.json] [--source TEXT] [--licence TEXT]
// LABELMAP: a NIfTI label map (.nii, .nii.gz) or a DICOM SEG of the series (docs/decisions/061-question-candidates.md).
import { candidatesCommand } from "./candidates-command";

process.exitCode = await candidatesCommand(process.argv.slice(2));
