// Renders every question's image to a folder so authors can look at them:
//   npm run images:build [-- out-dir]        (default: ./tmp/question-images)
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { questions } from "../bank";
import { scenes } from "./scenes";
import { renderQuestionImage } from "./render";

const outDir = path.resolve(process.argv[2] ?? "tmp/question-images");
await mkdir(outDir, { recursive: true });
const started = performance.now();
for (const question of questions) {
  const scene = scenes.get(question.image.scene);
  if (!scene) throw new Error(`${question.code}: unknown scene ${question.image.scene}`);
  const webp = await renderQuestionImage(scene, question.image.target);
  await writeFile(path.join(outDir, `${question.code}.webp`), webp);
}
console.log(
  `${questions.length} images in ${outDir} (${Math.round(performance.now() - started)} ms)`,
);
