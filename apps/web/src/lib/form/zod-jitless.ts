import { config } from "zod";

// Before any schema is built (the app's start, src/main.tsx, imports this first; so does schemas.ts): zod then
// never probes `new Function` when it builds an object schema, which the page's CSP (no 'unsafe-eval') reports
// as a violation even though zod catches the error.
config({ jitless: true });
