import { AppError } from '../../lib/app-error.ts';
import { type GatewayName, gatewayLabels } from './payment-gateway.ts';

/**
 * The gateway did not answer (network error, timeout, 5xx after the retries). Nothing was
 * decided: the orders module keeps the order and the sender may try again later.
 */
export class GatewayUnavailable extends AppError {
  constructor(
    readonly gateway: GatewayName,
    readonly detail: string,
  ) {
    super(503, 'gateway_unavailable', { params: { gateway: gatewayLabels[gateway] } });
    this.name = 'GatewayUnavailable';
  }
}

/** The gateway answered with a 4xx or an answer Giro cannot read: retrying will not help. */
export class GatewayRequestFailed extends AppError {
  constructor(
    readonly gateway: GatewayName,
    readonly status: number,
    readonly detail: string,
  ) {
    super(502, 'gateway_error', { params: { gateway: gatewayLabels[gateway] } });
    this.name = 'GatewayRequestFailed';
  }
}
