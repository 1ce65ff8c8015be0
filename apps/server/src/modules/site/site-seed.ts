import type { Operator } from '@giro/shared/site-data';
import type { Database } from '../../db/database.ts';
import { createSettingsRepository } from './settings-repository.ts';

const demoOperator: Operator = {
  name: 'Giro Envíos',
  email: 'soporte@giro.example',
  phone: '+1 305 555 0142',
  whatsapp: '+1 305 555 0142',
  address: '1200 Brickell Ave, Suite 310, Miami, FL 33131, USA',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/giro.example' },
    { name: 'Instagram', url: 'https://www.instagram.com/giro.example' },
    { name: 'X', url: 'https://x.com/giro_example' },
  ],
  chat: [
    { name: 'WhatsApp', url: 'https://chat.whatsapp.com/GiroEnviosDemo' },
    { name: 'Telegram', url: 'https://t.me/giro_envios' },
  ],
};

/** The demo operator shown by a fresh install (SEED_DEMO). */
export async function seedSite(db: Database): Promise<void> {
  await createSettingsRepository(db).write({
    domain_name: 'giro.example',
    locale: 'es',
    operator: demoOperator,
  });
}
