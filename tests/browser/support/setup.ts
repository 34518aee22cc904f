/** Runs before each browser test file (setupFiles): what a file opened in the shared browser closes with it. */
import { afterAll } from 'vitest';
import { closeWorkerContexts } from './browser';

afterAll(closeWorkerContexts);
