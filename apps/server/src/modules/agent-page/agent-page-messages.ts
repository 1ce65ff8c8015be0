import type { Language } from '@giro/shared';
import { intlLocales } from '@giro/shared/locale-format';

// Texts of the agent's page the shared catalogues do not hold; failures use `errors.<code>`.
const es = {
  reference: 'Referencia',
  created_at: 'Fecha (UTC)',
  corridor: 'Ruta',
  amount_sent: 'Importe enviado',
  pricing_currency: 'Moneda',
  receiving: 'Recibe',
  destination_currency: 'Moneda de destino',
  status: 'Estado',
  sender: 'Remitente',
  commission: 'Comisión',
  settled: 'Liquidada',
  yes: 'Sí',
  no: 'No',
  file_name: 'envios-agente',
};

type AgentPageText = keyof typeof es;

const catalogue: Record<Language, Record<AgentPageText, string>> = {
  es,
  en: {
    reference: 'Reference',
    created_at: 'Date (UTC)',
    corridor: 'Corridor',
    amount_sent: 'Amount sent',
    pricing_currency: 'Currency',
    receiving: 'Receives',
    destination_currency: 'Destination currency',
    status: 'Status',
    sender: 'Sender',
    commission: 'Commission',
    settled: 'Settled',
    yes: 'Yes',
    no: 'No',
    file_name: 'agent-transfers',
  },
};

export function agentPageText(language: Language, key: AgentPageText): string {
  return catalogue[language][key];
}

/** "2026-11" → "noviembre de 2026" / "November 2026". */
export function monthName(month: string, language: Language): string {
  const format = new Intl.DateTimeFormat(intlLocales[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${month}-01T00:00:00Z`));
}
