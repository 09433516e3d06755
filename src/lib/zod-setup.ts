import { config } from 'zod';

// zod for every schema a browser may load. There the Content-Security-Policy forbids
// eval, and zod probes for `new Function` as it builds each object schema: the probe is
// caught, but the browser reports it as a policy violation. `jitless` skips the probe;
// zod validates the same way, without its compiled fast path. Schemas import `z` from
// here (lint refuses 'zod' itself in lib/ and components/), so the setting is made
// before the first schema is built, whatever module the browser loads first.
if (typeof window !== 'undefined') config({ jitless: true });

export { z } from 'zod';
