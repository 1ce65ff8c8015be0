import { blankContactInfo } from '@giro/shared/contact-info/contact-info-shape';
import { defaultLanguage, type Language } from '@giro/shared/i18n';
import type { ContactInfo, PersistedState } from './persisted-state';

export type { CartItem, ContactInfo, PersistedState } from './persisted-state';

export type AppState = PersistedState & {
  /** Mirrors i18next's language; the `language` cookie is what persists it. */
  language: Language;
  isNavOpen: boolean;
  /**
   * Set when the tab's saved state arrived after the first render (a server-rendered page
   * hydrates before it is checked): screens that read the store once start again from it.
   */
  restoredLate: boolean;
};

export const emptyContact: ContactInfo = blankContactInfo();

export const initialAppState: AppState = {
  currencies: [],
  selected_currency: null,
  payment_methods: [],
  domain_name: '',
  language: defaultLanguage,
  order_id: null,
  method: null,
  freelancer: null,
  isNavOpen: false,
  restoredLate: false,
  cart: [],
  currency: null,
  contact: emptyContact,
};
