import { AdminApp } from '@/features/admin/routes/admin-app';
import { LanguageList } from '../layout/language-list';

/** /admin/*: the operator console, with the storefront's language switch. */
export function AdminRoute() {
  return <AdminApp languageSwitch={<LanguageList compact />} />;
}
