// zod compiles object parsers with `new Function` unless told not to; the site's CSP forbids
// eval, and even zod's probe for it makes the browser report a violation. zod reads this shared
// config (what `z.config({ jitless: true })` writes) when it loads, which on most pages is
// after start-up: setting it here keeps the home page free of zod itself.
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
