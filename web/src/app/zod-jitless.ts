import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to, and probes for it even
// when it cannot: under the site's CSP (no 'unsafe-eval') the probe is reported as a violation
// in the console and costs Lighthouse's best-practices score. Imported first by main.tsx, so it
// runs before any schema parses.
z.config({ jitless: true });
