import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Test support that starts processes: the server's own (`npm start`) and the operator commands. */
const PROCESS_STARTERS = /testing\/(server-process|operator-command)\.ts'/;

/**
 * The order the files start in: longest first, so the run never ends waiting on one long file that
 * started last; each project's files kept together, because a worker that finishes a file takes
 * the next one only when it is of the same project, and is otherwise replaced by a new worker that
 * imports that project's whole module graph again.
 *
 * How long a file takes: what it took in the last run, when vitest remembers it (files it has not
 * seen yet go first, as vitest's own order has it). Without a memory, as in CI's clean clone: files
 * that start processes first (each start costs seconds of loading the whole server), then the
 * larger files first.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const keyed = files.map((spec) => ({ spec, key: this.orderKey(spec) }));
    keyed.sort((a, b) => {
      for (let i = 0; i < a.key.length; i += 1) {
        const [x, y] = [a.key[i]!, b.key[i]!];
        if (x !== y) return x < y ? -1 : 1;
      }
      return 0;
    });
    return keyed.map(({ spec }) => spec);
  }

  /** Compared item by item, smaller first. */
  private orderKey(spec: TestSpecification): (number | string)[] {
    const { project, moduleId } = spec;
    const remembered = this.ctx.cache.getFileTestResults(`${project.name}:${path.relative(this.ctx.config.root, moduleId)}`);
    const head = [project.config.sequence.groupOrder, project.name];
    if (remembered) return [...head, 1, remembered.failed ? 0 : 1, -remembered.duration];
    const text = fs.readFileSync(moduleId, 'utf8');
    return [...head, 0, PROCESS_STARTERS.test(text) ? 0 : 1, -text.length];
  }
}
