import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import type { FieldPath } from 'react-hook-form';

/** Every text value of the form, e.g. "receiver.document". */
export type ContactField = Exclude<FieldPath<ContactInfoInput>, 'sender' | 'receiver' | 'bank'>;
