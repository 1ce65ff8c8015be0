import { useGateways, useSwitchGateway } from '../../api/gateways';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { CheckboxField } from '../common/checkbox-field';
import { QueryState } from '../common/query-state';

/** Which payment methods the checkout offers; a switch takes effect at the next checkout. */
export function GatewaysSection() {
  const { t } = useAdminTranslation();
  const gateways = useGateways();
  const switchGateway = useSwitchGateway();

  return (
    <AdminSection title={t('gateways.title')} description={t('gateways.description')}>
      <QueryState query={gateways}>
        {(list) => (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {list.map((gateway) => (
              <li key={gateway.name}>
                <CheckboxField
                  label={t(`orders.methods.${gateway.name}`)}
                  checked={gateway.enabled}
                  disabled={switchGateway.isPending}
                  onChange={(event) =>
                    switchGateway.mutate({ name: gateway.name, enabled: event.target.checked })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </AdminSection>
  );
}
