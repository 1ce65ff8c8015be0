import { useDestinations } from '../../api/destinations';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { QueryState } from '../common/query-state';
import { DestinationForm } from './destination-form';

/** Cuban channels close often: switch a destination off with a notice for senders. */
export function DestinationsSection() {
  const { t } = useAdminTranslation();
  const destinations = useDestinations();
  return (
    <AdminSection title={t('destinations.title')} description={t('destinations.description')}>
      <QueryState query={destinations}>
        {(list) => (
          <div className="grid gap-4 md:grid-cols-2">
            {list.map((destination) => (
              <DestinationForm key={destination.code} destination={destination} />
            ))}
          </div>
        )}
      </QueryState>
    </AdminSection>
  );
}
