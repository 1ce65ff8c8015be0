import type { Language } from '@giro/shared';

/** The receipt's wording; `{operator}` and `{contact}` are filled in by the receipt. */
export const receiptLabels = {
  es: {
    title: 'Recibo de envío',
    operator: 'Remesadora',
    reference: 'Referencia',
    date: 'Fecha',
    status: 'Estado',
    method: 'Método de pago',
    principal: 'Monto enviado',
    commission: 'Comisión',
    deliveryCost: 'Costo de entrega',
    rate: 'Tasa de cambio',
    total: 'Total pagado',
    receiving: 'Monto a recibir',
    available: 'Disponibilidad estimada',
    availableFallback: 'Según el destino, tras verificar el pago',
    receiver: 'Beneficiario',
    document: 'Documento',
    phone: 'Teléfono',
    address: 'Dirección',
    card: 'Tarjeta',
    account: 'Cuenta',
    cash: 'Entrega en efectivo',
    rights: 'Sus derechos',
    rightsText:
      'Puede cancelar esta orden sin costo mientras espera su pago. Si pagó y el dinero no puede entregarse, le devolvemos el total pagado por el mismo método. Para reclamos, cancelaciones o reembolsos contacte a {operator}: {contact}.',
  },
  en: {
    title: 'Transfer receipt',
    operator: 'Remittance provider',
    reference: 'Reference',
    date: 'Date',
    status: 'Status',
    method: 'Payment method',
    principal: 'Amount sent',
    commission: 'Fee',
    deliveryCost: 'Delivery cost',
    rate: 'Exchange rate',
    total: 'Total paid',
    receiving: 'Amount to be received',
    available: 'Estimated availability',
    availableFallback: 'Depends on the destination, after the payment is verified',
    receiver: 'Receiver',
    document: 'ID number',
    phone: 'Phone',
    address: 'Address',
    card: 'Card',
    account: 'Account',
    cash: 'Cash delivery',
    rights: 'Your rights',
    rightsText:
      'You may cancel this order at no cost while it awaits payment. If you paid and the money cannot be delivered, we refund the total paid through the same method. For complaints, cancellations or refunds contact {operator}: {contact}.',
  },
} satisfies Record<Language, Record<string, string>>;

export type ReceiptLabels = (typeof receiptLabels)['es'];
