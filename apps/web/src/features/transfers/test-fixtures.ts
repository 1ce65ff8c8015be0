import { validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import type { Receipt } from '@giro/shared/transfers/receipt-contracts';
import type { SavedReceiver } from '@giro/shared/transfers/receiver-contracts';
import type { TransferDetail, TransferSummary } from '@giro/shared/transfers/transfer-contracts';

export const summary: TransferSummary = {
  reference: 'GR-7K3M9Q',
  status: 'awaiting_payment',
  method: 'zelle',
  created_at: '2025-03-10T15:30:00.000Z',
  total: '105.00',
  payment_currency: 'USD',
  pricing_currency: 'USD',
  receiving: '35000.00',
  destination_currency: 'CUP',
  receiver_name: 'Ángel Güell',
  crypto: null,
  hold: null,
};

// The sender and receiver of shared's contact fixture; a card whose prefix the tests list.
const contact = validContactInfo();
const { receiver } = contact;

const bank = {
  mode: 'card',
  swift: '',
  address: '',
  number_card: '9204129912345678',
  account: '',
} as const;

export const detail: TransferDetail = {
  ...summary,
  principal: '100.00',
  commission: '5.00',
  delivery_cost: '0.00',
  rate: '350.000000',
  delivery_interval: 'Estándar: de 1 a 3 días hábiles',
  delivery_option: 1,
  agent_hash: null,
  sender: contact.sender,
  receiver,
  bank,
  history: [{ status: 'awaiting_payment', at: '2025-03-10T15:30:00.000Z' }],
  accepts_proof: true,
  has_proof: false,
  delivery_proof: false,
  can_cancel: true,
  payment: null,
  replaced_by: null,
  hold: null,
  cancel_until: null,
  available_on: '2025-03-13',
  can_claim: false,
  claims: [],
  refund: null,
};

export const savedReceivers: SavedReceiver[] = [
  { id: 1, destination_currency: 'CUP', receiver, bank, last_used_at: summary.created_at },
  {
    id: 2,
    destination_currency: 'USD',
    receiver: { ...receiver, fullname: 'Rosa Martí', document: '90020254321' },
    bank,
    last_used_at: summary.created_at,
  },
];

export const receipt: Receipt = {
  reference: 'GR-7K3M9Q',
  title: 'Recibo de envío GR-7K3M9Q',
  operator: { name: 'Giro Envíos', contact: ['pagos@giro.example', 'https://giro.example'] },
  sections: [
    { title: 'Remitente', rows: [{ label: 'Nombre', value: 'Нина Петрова' }] },
    { title: 'Beneficiario', rows: [{ label: 'Nombre', value: 'Nguyễn Văn Anh' }] },
    { title: 'Importes', rows: [{ label: 'Tasa de cambio', value: '1 USD = 320 CUP' }] },
  ],
  notices: [{ title: 'Cómo reclamar', text: 'Escriba a Giro Envíos indicando GR-7K3M9Q.' }],
  issued: 'Emitido el 10 de marzo de 2025, 15:30 UTC',
};
