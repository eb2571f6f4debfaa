import { afterAll } from 'vitest';
import { removeWorkDir } from './synth';

// A setup file runs for every test file, also without isolation: each file's cloud assemblies
// and fixture builds go when its tests are done.
afterAll(removeWorkDir);
