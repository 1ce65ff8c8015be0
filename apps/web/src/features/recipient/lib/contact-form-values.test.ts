import { describe, expect, it } from 'vitest';
import { emptyContact } from '@/lib/store/app-state';
import { cupCard, savedContact } from '../test/render-user-information';
import { formValuesFrom, storableContact } from './contact-form-values';

describe('contact form values', () => {
  it('shows saved card and account numbers in groups of four', () => {
    const values = formValuesFrom(savedContact({ account: '0599123456789012' }), 'CUP');
    expect(values.bank).toMatchObject({
      mode: 'card',
      number_card: '9225 0699 1234 5678',
      account: '0599 1234 5678 9012',
    });
  });

  it('starts with the first delivery mode when the saved one is not offered', () => {
    expect(formValuesFrom(savedContact({ mode: 'card' }), 'AIS').bank.mode).toBe('bank');
    expect(formValuesFrom(emptyContact, 'CUP').bank.mode).toBe('card');
  });

  it('drops saved choices that are no longer in the lists', () => {
    const saved = savedContact();
    saved.sender.moneysource = 'lottery';
    saved.receiver.province = 'Oriente';
    saved.receiver.relation = 'cousin';
    const values = formValuesFrom(saved, 'CUP');
    expect(values.sender.moneysource).toBe('salary');
    expect(values.receiver.province).toBe('');
    expect(values.receiver.relation).toBe('');
  });

  it('stores numbers without the spaces of the mask, keeping the mode', () => {
    const values = formValuesFrom(savedContact(), 'CUP');
    expect(storableContact(values).bank).toEqual({
      ...emptyContact.bank,
      mode: 'card',
      number_card: cupCard,
    });
  });

  it('stores no delivery mode for cash, which has none', () => {
    const stored = storableContact({
      ...savedContact(),
      bank: { ...emptyContact.bank, mode: null },
    });
    expect(stored.bank).toEqual(emptyContact.bank);
    expect(stored.bank).not.toHaveProperty('mode');
  });
});
