import { formatPhone } from '@giro/shared/contact-info/format-phone';
import { Button } from '@/components/ui/button';
import { useContactMessages, useMarkHandled } from '../../api/contact-messages';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { AdminSection } from '../common/admin-section';
import { QueryState } from '../common/query-state';

/** The contact form's inbox, newest first; a message is marked handled once answered. */
export function ContactMessagesSection() {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const messages = useContactMessages();
  const markHandled = useMarkHandled();

  return (
    <AdminSection title={t('contactMessages.title')} description={t('contactMessages.description')}>
      <QueryState query={messages}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-500">{t('contactMessages.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.map((message) => (
                <li key={message.id} className="space-y-1 py-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p>
                      <span className="font-medium">{message.name}</span>{' '}
                      <a className="text-brand-700 underline" href={`mailto:${message.email}`}>
                        {message.email}
                      </a>
                      {message.phone && (
                        <span className="text-slate-500"> · {formatPhone(message.phone)}</span>
                      )}
                    </p>
                    <time dateTime={message.created_at} className="text-slate-500">
                      {dateTime(message.created_at)}
                    </time>
                  </div>
                  <p className="whitespace-pre-line text-slate-800">{message.message}</p>
                  {message.handled_at === null ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={markHandled.isPending}
                      aria-label={t('contactMessages.markHandledFrom', { name: message.name })}
                      onClick={() => markHandled.mutate(message.id)}
                    >
                      {t('contactMessages.markHandled')}
                    </Button>
                  ) : (
                    <p className="text-emerald-700">
                      {t('contactMessages.handledAt', { when: dateTime(message.handled_at) })}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </AdminSection>
  );
}
