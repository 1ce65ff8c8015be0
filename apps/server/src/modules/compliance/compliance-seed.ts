import { defaultComplianceSettings } from '@giro/shared/compliance/compliance-settings-contracts';
import type { Database } from '../../db/database.ts';
import { createComplianceSettings } from './compliance-settings.ts';

/**
 * The demo operator's compliance settings: the defaults (Treasury's list URL among them), and
 * the regulators a U.S. money transmitter's receipt names (the CFPB, and a made-up state
 * licence). The SDN list itself is the sanctions module's seed (the shipped snapshot).
 */
export async function seedCompliance(db: Database): Promise<void> {
  await createComplianceSettings(db).write(db, {
    ...defaultComplianceSettings,
    regulators: [
      {
        name_es: 'Oficina para la Protección Financiera del Consumidor (CFPB)',
        name_en: 'Consumer Financial Protection Bureau (CFPB)',
        phone: '855-411-2372',
        website: 'consumerfinance.gov',
        address: '',
      },
      {
        name_es: 'Oficina de Regulación Financiera de Florida (demostración)',
        name_en: 'Florida Office of Financial Regulation (demo)',
        phone: '850-487-9687',
        website: 'flofr.gov',
        address: '200 E. Gaines Street, Tallahassee, FL 32399',
      },
    ],
  });
}
