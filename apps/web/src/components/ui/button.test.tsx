import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

function Page() {
  return (
    <form>
      <input name="password" />
      <Button type="submit">Iniciar sesión</Button>
      <Button>Mostrar</Button>
    </form>
  );
}

describe('a server-rendered submit button', () => {
  it('waits for the page script, looking enabled, then submits through it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    const [submit, plain] = container.querySelectorAll('button');
    // Before the script: the browser cannot send the form (and its password) in the address.
    expect(submit).toBeDisabled();
    expect(submit?.className).not.toContain('opacity-60');
    expect(plain).toBeEnabled();

    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();
  });
});
