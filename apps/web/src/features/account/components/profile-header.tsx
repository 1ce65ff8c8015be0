import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import { formatDateTime } from '@giro/shared/locale-format';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/store/app-store';
import { fullNameOf } from '../lib/full-name';

function initialsOf(user: AuthUser): string {
  const words = [user.first_name, user.last_name].filter(Boolean);
  const initials = words.map((word) => word.charAt(0)).join('');
  return (initials || user.email.charAt(0)).toUpperCase();
}

/** Full name and 'Miembro desde' with the creation date in the page's language (spec §2). */
export function ProfileHeader({ user }: { user: AuthUser }) {
  const { t } = useTranslation('account');
  const language = useAppStore((state) => state.language);
  const since = formatDateTime(user.created_at, language, { dateStyle: 'long' });
  return (
    <section className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto flex max-w-4xl items-center gap-4 px-4 py-10 sm:gap-6 sm:px-6 sm:py-14">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-white/10 text-2xl font-bold ring-2 ring-white/30 sm:size-20 sm:text-3xl"
        >
          {initialsOf(user)}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-4xl">
            {fullNameOf(user) || user.email}
          </h1>
          <p className="mt-1 text-brand-100">
            {t('profile.memberSince')}{' '}
            <time dateTime={user.created_at} className="font-semibold text-white">
              {since}
            </time>
          </p>
        </div>
      </div>
    </section>
  );
}
