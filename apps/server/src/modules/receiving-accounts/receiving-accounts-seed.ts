import type { Database } from '../../db/database.ts';
import { receivingAccounts } from './receiving-accounts-tables.ts';

/** Demo receiving accounts (SEED_DEMO): two Zelle accounts to see the rotation, PayPal, a bank. */
export async function seedReceivingAccounts(db: Database): Promise<void> {
  await db.insert(receivingAccounts).values([
    {
      method: 'zelle',
      currency: 'USD',
      label: 'Zelle',
      account: 'pagos@giro.example',
      holder: 'Giro Envíos LLC',
      dailyLimit: '5000.00',
    },
    {
      method: 'zelle',
      currency: 'USD',
      label: 'Zelle',
      account: '+1 305 555 0187',
      holder: 'Giro Envíos LLC',
      dailyLimit: '3000.00',
    },
    {
      method: 'paypal',
      currency: 'USD',
      label: 'PayPal',
      account: 'paypal@giro.example',
      holder: 'Giro Envíos LLC',
      dailyLimit: '4000.00',
    },
    {
      method: 'paypal',
      currency: 'EUR',
      label: 'PayPal',
      account: 'paypal-eu@giro.example',
      holder: 'Giro Envíos LLC',
      dailyLimit: '4000.00',
    },
    {
      method: 'transferencia',
      currency: 'EUR',
      label: 'Banco Demo Europa',
      account: 'ES91 2100 0418 4502 0005 1332',
      holder: 'Giro Envíos SL',
      bankName: 'Banco Demo Europa',
      swift: 'CAIXESBBXXX',
      dailyLimit: '20000.00',
    },
    {
      method: 'transferencia',
      currency: 'USD',
      label: 'Demo Bank USA',
      account: '000123456789 (ABA 026009593)',
      holder: 'Giro Envíos LLC',
      bankName: 'Demo Bank USA',
      swift: 'BOFAUS3NXXX',
      dailyLimit: '20000.00',
    },
  ]);
}
