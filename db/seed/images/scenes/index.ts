import type { Scene } from "../../bank/types";
import { scenesA } from "./part-a";
import { scenesB } from "./part-b";

export const scenes: ReadonlyMap<string, Scene> = new Map(
  [...scenesA, ...scenesB].map((scene) => [scene.id, scene]),
);
