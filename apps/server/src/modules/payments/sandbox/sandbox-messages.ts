import { interpolate, type Language } from '@giro/shared';

// The sandbox page is server-rendered, so its texts live here rather than in the web catalogues.
const es = {
  title: 'Pago de PRUEBA con {gateway}',
  badge: 'PRUEBA',
  notice:
    'Esta página simula {gateway}: no se cobra dinero real. Giro la muestra porque {gateway} no tiene credenciales configuradas.',
  reference: 'Referencia',
  amount: 'Importe',
  description: 'Concepto',
  approve: 'Aprobar el pago de prueba',
  decline: 'Rechazar el pago de prueba',
  missing: 'Este pago de prueba no existe, ya se resolvió o sus datos no son válidos.',
  signIn: 'Inicie sesión en Giro con la cuenta que hizo la orden y vuelva a esta página.',
  forbidden: 'Solo la cuenta que hizo la orden puede decidir este pago de prueba.',
  failed: 'No se pudo enviar la decisión. Inténtelo de nuevo.',
};

export type SandboxMessage = keyof typeof es;

const catalogue: Record<Language, Record<SandboxMessage, string>> = {
  es,
  en: {
    title: 'TEST payment with {gateway}',
    badge: 'TEST',
    notice:
      'This page simulates {gateway}: no real money is charged. Giro shows it because {gateway} has no credentials configured.',
    reference: 'Reference',
    amount: 'Amount',
    description: 'Description',
    approve: 'Approve the test payment',
    decline: 'Decline the test payment',
    missing: 'This test payment does not exist, was already settled, or its data is not valid.',
    signIn: 'Sign in to Giro with the account that placed the order, then come back to this page.',
    forbidden: 'Only the account that placed the order can decide this test payment.',
    failed: 'The decision could not be sent. Please try again.',
  },
};

export function sandboxMessage(
  language: Language,
  key: SandboxMessage,
  params?: Record<string, string>,
): string {
  return interpolate(catalogue[language][key], params);
}
