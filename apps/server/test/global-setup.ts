import type { TestProject } from 'vitest/node';
import { createTemplate, type TestDatabaseTemplate } from './helpers/template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** Migrates one database per run; every test file's database is a copy of it. */
export default async function setup(project: TestProject) {
  const { template, remove } = await createTemplate();
  project.provide('testDatabaseTemplate', template);
  return remove;
}
