import type { AdminIdentity } from '@giro/shared/compliance/identity-admin-contracts';
import { formatCalendarDate } from '@giro/shared/locale-format';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAppStore } from '@/lib/store/app-store';
import { useDecideIdentity, useIdentities, useIdentityImage } from '../../api/compliance';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { QueryState } from '../common/query-state';
import { NoteDialog } from './note-dialog';

/** The photo of the ID in the console (fetched with the staff session; the view is audited). */
function IdentityPhoto({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const image = useIdentityImage();
  const [url, setUrl] = useState<string | null>(null);
  const { mutate } = image;
  useEffect(() => {
    if (id === null) return;
    let objectUrl: string | null = null;
    mutate(id, {
      onSuccess: (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
    });
    return () => {
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [id, mutate]);
  return (
    <Modal open={id !== null} onClose={onClose} title={t('compliance.identity.photo')}>
      {url === null ? (
        <p className="text-sm text-slate-600">{t('loading')}</p>
      ) : (
        <img
          src={url}
          alt={t('compliance.identity.photo')}
          className="max-h-[70vh] w-full object-contain"
        />
      )}
    </Modal>
  );
}

function IdentityItem({
  identity,
  onPhoto,
  onApprove,
  onReject,
  pending,
}: {
  identity: AdminIdentity;
  onPhoto: () => void;
  onApprove: () => void;
  onReject: () => void;
  pending: boolean;
}) {
  const { t } = useAdminTranslation();
  const language = useAppStore((state) => state.language);
  const dateTime = useDateTime();
  const { address } = identity;
  const rows: [string, string][] = [
    [t('compliance.identity.dateOfBirth'), formatCalendarDate(identity.date_of_birth, language)],
    [
      t('compliance.identity.address'),
      [address.line, address.city, address.region, address.postal_code, address.country]
        .filter(Boolean)
        .join(', '),
    ],
    [
      t('compliance.identity.document'),
      `${t(`compliance.identity.types.${identity.document_type}`)} ${identity.document_number} (${identity.document_country})`,
    ],
    [
      t('compliance.identity.expiry'),
      `${formatCalendarDate(identity.document_expiry, language)}${identity.expired ? ` · ${t('compliance.identity.expired')}` : ''}`,
    ],
    [t('compliance.identity.heldOrders'), identity.held_orders.join(', ') || '—'],
  ];
  return (
    <li className="space-y-3 py-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {identity.sender.name}{' '}
          <span className="font-normal text-slate-600">({identity.sender.email})</span>
        </p>
        <time dateTime={identity.submitted_at} className="text-slate-500">
          {dateTime(identity.submitted_at)}
        </time>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {identity.reason && <p className="text-slate-700">{identity.reason}</p>}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onPhoto}>
          {t('compliance.identity.viewPhoto')}
        </Button>
        {identity.status === 'pending' && (
          <>
            <Button size="sm" disabled={pending} onClick={onApprove}>
              {t('compliance.identity.approve')}
            </Button>
            <Button size="sm" variant="danger" onClick={onReject}>
              {t('compliance.identity.reject')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** Senders' identity submissions: the photo (audited), approval, or rejection with a reason. */
export function IdentityReviewPanel() {
  const { t } = useAdminTranslation();
  const list = useIdentities('pending');
  const [photo, setPhoto] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AdminIdentity | null>(null);
  const decide = useDecideIdentity(() => setRejecting(null));
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('compliance.identity.description')}</p>
      <QueryState query={list}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-sm text-slate-600">{t('compliance.identity.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {items.map((identity) => (
                <IdentityItem
                  key={identity.id}
                  identity={identity}
                  pending={decide.isPending}
                  onPhoto={() => setPhoto(identity.id)}
                  onApprove={() =>
                    decide.mutate({ id: identity.id, body: { decision: 'approve', reason: '' } })
                  }
                  onReject={() => setRejecting(identity)}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <IdentityPhoto id={photo} onClose={() => setPhoto(null)} />
      <NoteDialog
        open={rejecting !== null}
        title={t('compliance.identity.rejectTitle', { name: rejecting?.sender.name ?? '' })}
        label={t('compliance.identity.reason')}
        submitLabel={{ idle: t('compliance.identity.reject'), pending: t('actions.saving') }}
        pending={decide.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => {
          if (rejecting !== null) {
            decide.mutate({ id: rejecting.id, body: { decision: 'reject', reason } });
          }
        }}
      />
    </>
  );
}
