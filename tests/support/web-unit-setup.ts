import { vi } from 'vitest';

// Before each web unit test file. A worker's module registry is shared between the files it
// runs (vitest.config.ts, decision 070): what an earlier file may have left behind is undone
// here, so each file starts as it would in a registry of its own. The packages (React, the
// router, SWR) stay loaded; the app's own modules, and the state they hold (the session store,
// the loader seed, the toast store), are evaluated afresh on their first import in the file.
// Spies are not restored here: a file's spy on a global can outlive its fake timers, and
// restoring it would put the fake timer back.
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
vi.resetModules();
