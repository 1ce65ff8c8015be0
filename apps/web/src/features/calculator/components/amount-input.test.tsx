import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCalculator, stubCalculator } from '../test/calculator-stubs';

async function sendField() {
  stubCalculator();
  const { user } = await renderCalculator();
  return { user, field: screen.getByLabelText('Usted envía') };
}

describe('calculator amount fields', () => {
  it('takes digits and one decimal point, blocking letters, signs and a second point', async () => {
    const { user, field } = await sendField();
    await user.type(field, 'a1-2e.5.0+');
    expect(field).toHaveValue('12,50');
    // fireEvent answers false when the handler cancelled the key.
    expect(fireEvent.keyDown(field, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: '.' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: '7' })).toBe(true);
  });

  it('blocks the same keys in the amount to receive', async () => {
    const { user } = await sendField();
    const receive = screen.getByLabelText('El beneficiario recibe');
    await user.type(receive, '-3x00.0.1');
    expect(receive).toHaveValue('300,01');
  });

  it('shows the amount as Spanish writes amounts once the sender leaves the field', async () => {
    const { user, field } = await sendField();
    await user.type(field, '32000.5');
    expect(field).toHaveValue('32000,5');
    await user.tab();
    expect(field).toHaveValue('32.000,5');
    await user.click(field);
    expect(field).toHaveValue('32000,5');
  });

  it('takes a typed comma as the decimal point', async () => {
    const { user, field } = await sendField();
    await user.type(field, '25,5');
    expect(field).toHaveValue('25,5');
  });

  it('filters pasted text down to the amount it holds', async () => {
    const { user, field } = await sendField();
    await user.click(field);
    await user.paste('USD 1,250.75 total');
    expect(field).toHaveValue('1250,75');
    // The browser's paste is not refused: the field filters what it inserted.
    expect(fireEvent.paste(field, { clipboardData: { getData: () => '9' } })).toBe(true);
  });

  it('reads a typed comma after a paste that inserted nothing as the decimal point', async () => {
    const { user, field } = await sendField();
    await user.click(field);
    // A paste event alone inserts nothing (as when another handler or the browser drops it).
    fireEvent.paste(field, { clipboardData: { getData: () => '1,000' } });
    await user.type(field, '7,5');
    expect(field).toHaveValue('7,5');
  });
});
