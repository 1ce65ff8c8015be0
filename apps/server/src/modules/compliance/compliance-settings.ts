import {
  type ComplianceSettings,
  complianceSettingsSchema,
  defaultComplianceSettings,
} from '@giro/shared/compliance/compliance-settings-contracts';
import type { Database } from '../../db/database.ts';
import { createSettingsRepository } from '../site/settings-repository.ts';

const key = 'compliance';

/**
 * The operator's compliance settings (one `settings` row): screening threshold, list URL,
 * identity threshold, regulators and structuring rules; what is missing or invalid reads as
 * the default. Read fresh: they change rarely and are read once per order or page.
 */
export function createComplianceSettings(db: Database) {
  return {
    async read(executor: Database = db): Promise<ComplianceSettings> {
      const stored = (await createSettingsRepository(executor).read([key])).get(key);
      const parsed = complianceSettingsSchema.safeParse({
        ...defaultComplianceSettings,
        ...(typeof stored === 'object' ? stored : {}),
      });
      return parsed.success ? parsed.data : defaultComplianceSettings;
    },
    async write(executor: Database, settings: ComplianceSettings): Promise<void> {
      await createSettingsRepository(executor).write({ [key]: settings });
    },
  };
}

export type ComplianceSettingsStore = ReturnType<typeof createComplianceSettings>;
