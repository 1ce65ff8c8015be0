import { blankContactInfo } from '@giro/shared/contact-info/contact-info-shape';
import { defaultLanguage, type Language } from '@giro/shared/i18n';
import type { ContactInfo, PersistedState } from './persisted-state';

export type { CartItem, ContactInfo, PersistedState } from './persisted-state';

export type AppState = PersistedState & {
  /** Mirrors i18next's language; the `language` cookie is what persists it. */
  language: Language;
  isNavOpen: boolean;
  /**
   * Set when the page's markup came from the server, rendered without the tab's transfer in
   * progress: the calculator, which reads the cart when it mounts, starts again once hydrated.
   */
  cartRestoredLate: boolean;
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
  cartRestoredLate: false,
  cart: [],
  currency: null,
  contact: emptyContact,
};
