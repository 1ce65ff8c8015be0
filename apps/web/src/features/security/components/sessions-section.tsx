import type { AccountSession } from '@giro/shared/accounts/session-contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { endOtherSessions, endSession, useSessions } from '../api/sessions';
import { useSecurityMutation } from '../api/use-security-mutation';
import { SecuritySection } from './security-section';
import { useSecurityDate } from './use-security-date';
import { Waiting } from './waiting';

function SessionRow({ session, onEnd }: { session: AccountSession; onEnd: () => void }) {
  const { t } = useTranslation('security');
  const date = useSecurityDate();
  const device = [session.browser ?? t('sessions.unknownBrowser'), session.system]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {t(`sessions.device.${session.device}`)} · {device}
          {session.current && (
            <span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-300">
              {t('sessions.current')}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          {[
            session.ip && t('sessions.ip', { ip: session.ip }),
            t('sessions.since', { date: date(session.created_at) }),
            t('sessions.lastSeen', { date: date(session.last_seen_at) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('sessions.endLabel', { device })}
          onClick={onEnd}
        >
          {t('sessions.end')}
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in; end one, or all but this one. */
export function SessionsSection() {
  const { t } = useTranslation('security');
  const sessions = useSessions();
  const end = useSecurityMutation({ mutationFn: endSession, done: t('sessions.ended') });
  const endOthers = useSecurityMutation({
    mutationFn: endOtherSessions,
    done: ({ ended }) => t('sessions.endedOthers', { count: ended }),
  });
  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current).length;
  return (
    <SecuritySection
      title={t('sessions.title')}
      text={t('sessions.text')}
      action={
        others > 0 && (
          <Button
            variant="secondary"
            size="sm"
            disabled={endOthers.isPending}
            onClick={() => endOthers.mutate(undefined)}
          >
            {t('sessions.endOthers')}
          </Button>
        )
      }
    >
      {sessions.isPending ? (
        <Waiting label={t('loading')} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((session) => (
            <SessionRow key={session.id} session={session} onEnd={() => end.mutate(session.id)} />
          ))}
        </ul>
      )}
      {!sessions.isPending && others === 0 && (
        <p className="text-sm text-slate-500">{t('sessions.noOthers')}</p>
      )}
    </SecuritySection>
  );
}
