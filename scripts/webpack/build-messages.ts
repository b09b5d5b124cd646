// The messages between `scripts/build.ts` and its build processes (build-worker.ts): the
// app to build, and how its build went.

export interface BuildRequest {
  dir: string;
}

export type BuildAnswer =
  | { dir: string; ok: true; seconds: number; warnings: string[] }
  | { dir: string; ok: false; error: string };
