import { z } from 'zod';

/**
 * Zod 4 probes `new Function` to compile fast object parsers; our CSP forbids eval, so the probe
 * shows up as a CSP violation in the console. Jitless mode skips the probe (and eval). This module
 * is main.tsx's first import, so it runs before any schema is built.
 */
z.config({ jitless: true });
