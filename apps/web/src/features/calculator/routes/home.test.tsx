import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { agentAccepted, stubCalculator } from '../test/calculator-stubs';
import { HomeRoute } from './home';

async function heroDestinations() {
  const list = await screen.findByRole('list', { name: 'Monedas de destino' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('home hero', () => {
  it('lists the destination currencies the calculator offers', async () => {
    stubCalculator();
    renderWithProviders(<HomeRoute />);
    expect(await heroDestinations()).toEqual(['USD CASH', 'CUP', 'MLC']);
  });

  it('leaves out a destination the operator closed', async () => {
    stubCalculator({
      agent: { ...agentAccepted, destination_currencies: [{ name: 'USD CASH' }, { name: 'CUP' }] },
    });
    renderWithProviders(<HomeRoute />);
    expect(await heroDestinations()).toEqual(['USD CASH', 'CUP']);
    expect(screen.getByRole('heading', { level: 1 }).parentElement).not.toHaveTextContent('MLC');
  });
});
