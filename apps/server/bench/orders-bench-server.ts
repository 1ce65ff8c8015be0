import { buildApp } from '../src/app.ts';
import { createPostgresDatabase } from '../src/db/database.ts';
import { benchConfig, benchDataDir, serveToParent } from './serve-to-parent.ts';

// A child process of bench/orders.ts on the database it prepared (argv[2]), so the load
// generator does not share this event loop.
const [, , databaseUrl] = process.argv;
if (databaseUrl === undefined) throw new Error('usage: orders-bench-server.ts <database url>');
const dataDir = await benchDataDir('giro-bench-orders-');
const database = createPostgresDatabase(databaseUrl);
const app = await buildApp(benchConfig(dataDir, { DATABASE_URL: databaseUrl }), { database });
await serveToParent(app, database, dataDir);
