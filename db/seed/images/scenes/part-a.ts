import type { Scene } from "../../bank/types";

export const scenesA: Scene[] = [];
