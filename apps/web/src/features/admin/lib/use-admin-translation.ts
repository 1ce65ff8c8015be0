import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import en from '@/locales/en/admin.json';
import es from '@/locales/es/admin.json';

// lib/i18n.ts leaves this catalogue out of the storefront's bundle; whatever shows console text
// imports this module, so the catalogue arrives with the console's code.
for (const [language, catalogue] of [
  ['es', es],
  ['en', en],
] as const) {
  if (!i18n.hasResourceBundle(language, 'admin')) {
    i18n.addResourceBundle(language, 'admin', catalogue);
  }
}

/** `t` of the console's catalogue (`locales/{es,en}/admin.json`). */
export function useAdminTranslation() {
  return useTranslation('admin');
}
