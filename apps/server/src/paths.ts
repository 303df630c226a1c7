import { fileURLToPath } from 'node:url';

/** The repository root, so that relative paths in the configuration mean the same from any cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
