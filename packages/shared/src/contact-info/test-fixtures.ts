import type { z } from 'zod';
import type { CardPrefixLists } from './card-prefix.ts';
import type { ContactInfoInput } from './contact-info-schema.ts';

/** Made-up operator lists with the sizes of spec §5: CUP 3, MLC 5, CUC 16. */
export const prefixLists: CardPrefixLists = {
  CUP: ['92259598', '92251299', '92250699'],
  MLC: ['92251234', '92255678', '92258765', '92254321', '92259999'],
  CUC: Array.from({ length: 16 }, (_, index) => String(95000000 + index)),
};

export const cupCard = '9225959812345678';
export const mlcCard = '9225123487654321';
export const cucCard = '9500000311112222';
export const otherCard = '4111111111111111';

export function validContactInfo(): ContactInfoInput {
  return {
    sender: {
      moneysource: 'salary',
      fullname: 'María José Núñez',
      email: 'maria@example.com',
      phone: '+1 202 555 0123',
      crypto: '',
    },
    receiver: {
      fullname: 'Ángel Güell',
      email: '',
      document: '85010112345',
      phone: '+53 5 123 4567',
      address: 'Calle 23 No. 456, Vedado',
      zipcode: '10400',
      city: 'La Habana',
      province: 'La Habana',
      relation: 'sibling',
    },
    bank: { mode: 'card', swift: '', address: '', number_card: cupCard, account: '' },
  };
}

/** Each failing path with its message key, e.g. `{ 'bank.account': 'validation.required' }`. */
export function issuesOf(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const issues = result.success ? [] : result.error.issues;
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}
