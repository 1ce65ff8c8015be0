import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import { appStore, setContactInfo } from '@/lib/store/app-store';
import { fullNameOf } from './full-name';

/** The signed-in user becomes the sender, without overwriting what the sender already typed. */
export function prefillSender(user: AuthUser): void {
  const { contact } = appStore.getState();
  const { sender } = contact;
  setContactInfo({
    ...contact,
    sender: {
      ...sender,
      fullname: sender.fullname.trim() ? sender.fullname : fullNameOf(user),
      email: sender.email.trim() ? sender.email : user.email,
    },
  });
}

/** After deactivation the account's details must not stay behind as the sender's. */
export function forgetSender(user: AuthUser): void {
  const { contact } = appStore.getState();
  if (contact.sender.email.trim().toLowerCase() !== user.email.toLowerCase()) return;
  setContactInfo({ ...contact, sender: { ...contact.sender, fullname: '', email: '' } });
}
