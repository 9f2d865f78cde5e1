import type { Scene } from "../../bank/types";

export const scenesB: Scene[] = [];
