import type { TestProject } from 'vitest/node';
import { findChromium, machine } from './find-chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}

/** Finds (or installs) the browser once per run, before any e2e file starts a server. */
export default function setup(project: TestProject): void {
  project.provide('chromiumPath', findChromium(machine));
}
