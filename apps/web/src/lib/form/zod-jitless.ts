import { config } from "zod";

// Before any schema is built (schemas.ts imports this first): zod then never probes `new Function`, which the
// page's CSP (no 'unsafe-eval') reports as a violation even though zod catches the error.
config({ jitless: true });
