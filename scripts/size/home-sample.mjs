import { demoOperator } from '../../apps/server/src/modules/site/site-seed.ts';

// The demo operator and its offer to direct customers (apps/server seeds), as the server passes
// them to the home page's renderer: the page `npm run size` measures.
export const homeSample = {
  site: {
    domain_name: 'giro.example',
    locale: 'es',
    operator: demoOperator,
  },
  home: {
    hash: '',
    agent: {
      success: true,
      hash: '',
      destination_currencies: [
        { name: 'USD CASH' },
        { name: 'CUP' },
        { name: 'MLC' },
        { name: 'USD' },
      ],
      message: '',
    },
    currencies: {
      currencies: [
        { name: 'USD', fiat: true },
        { name: 'EUR', fiat: true },
        { name: 'CAD', fiat: true },
        { name: 'BTC', fiat: false },
        { name: 'USDT', fiat: false },
      ],
      delivery: [
        { id: 1, interval: 'Estándar: de 1 a 3 días hábiles', is_default: 1 },
        { id: 2, interval: 'Exprés: de 2 a 24 horas', is_default: 0 },
        { id: 3, interval: 'Efectivo a domicilio en La Habana: en 24 horas', is_default: 0 },
      ],
    },
  },
};
