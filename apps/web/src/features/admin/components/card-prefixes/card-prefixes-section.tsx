import { cardPrefixListNames } from '@giro/shared/admin/card-prefix-admin-contracts';
import { useCardPrefixes } from '../../api/card-prefixes';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { QueryState } from '../common/query-state';
import { CardPrefixListForm } from './card-prefix-list-form';

/** The first 8 digits of the cards each card currency accepts (the receiver form checks them). */
export function CardPrefixesSection() {
  const { t } = useAdminTranslation();
  const lists = useCardPrefixes();
  return (
    <AdminSection title={t('cardPrefixes.title')} description={t('cardPrefixes.description')}>
      <QueryState query={lists}>
        {(data) => (
          <div className="grid gap-6 md:grid-cols-3">
            {cardPrefixListNames.map((list) => (
              <CardPrefixListForm
                // A saved list comes back sorted and without repeats: show it so.
                key={`${list}:${data[list].join()}`}
                list={list}
                prefixes={data[list]}
              />
            ))}
          </div>
        )}
      </QueryState>
    </AdminSection>
  );
}
