import { type ContactBody, contactResponseSchema } from '@giro/shared/contact/contact-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /contact (spec §7): `{ success }` once the operator has the message. */
function sendContactMessage(body: ContactBody) {
  return api.post('/contact', contactResponseSchema, body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
