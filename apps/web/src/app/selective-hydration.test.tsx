import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransitionRouter } from './transition-router';

// The page's parts are plain <Suspense> boundaries (app/layout/app-layout.tsx, the home's
// calculator, /login's form): React hydrates them after the layout, one after the other, keeps
// their server markup until then, and hydrates at once the one the visitor acts on.

function Counter({ onHydrated }: { onHydrated?: () => void }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      {`Pulsado ${clicks}`}
    </button>
  );
}

function Page({ part }: { part: ReactNode }) {
  return (
    <main>
      <h1>Giro</h1>
      <Suspense fallback={<p>Cargando…</p>}>{part}</Suspense>
    </main>
  );
}

/** The layout around a screen reads the address, as app-layout.tsx does. */
function RoutedPage({ part }: { part: ReactNode }) {
  const { pathname, hash } = useLocation();
  return (
    <div data-path={pathname} data-hash={hash}>
      <Page part={part} />
    </div>
  );
}

let root: Root | undefined;

/** The server's markup of the page with `Counter` as its part, in the document. */
function serverMarkup() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <MemoryRouter initialEntries={[window.location.pathname]}>
      <RoutedPage part={<Counter />} />
    </MemoryRouter>,
  );
  document.body.append(container);
  return { container, button: screen.getByRole('button', { name: 'Pulsado 0' }) };
}

function inRouter(part: ReactNode) {
  return (
    <TransitionRouter>
      <RoutedPage part={part} />
    </TransitionRouter>
  );
}

/** The page hydrated from its server markup, its part's code yet to `arrive`. */
async function hydrateWithLateCode() {
  const markup = serverMarkup();
  let arrive: (module: { default: ComponentType }) => void = () => {};
  const LateCounter = lazy(() => new Promise<{ default: ComponentType }>((r) => (arrive = r)));
  await act(async () => {
    root = hydrateRoot(markup.container, inRouter(<LateCounter />));
  });
  return { ...markup, arrive: (module: { default: ComponentType }) => arrive(module) };
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('hydrating a page in parts', () => {
  it("keeps a part's server markup until its code arrives, then hydrates that very markup", async () => {
    const { container, button, arrive } = await hydrateWithLateCode();
    // The layout is hydrated; the part waits for its code, showing what the server sent.
    expect(screen.getByRole('heading', { name: 'Giro' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pulsado 0' })).toBe(button);

    await act(async () => arrive({ default: Counter }));
    await userEvent.click(button);
    expect(button).toHaveTextContent('Pulsado 1');
    expect(container.querySelector('button')).toBe(button);
  });

  it('answers a click on a part React has not hydrated yet', async () => {
    // Outside act(): React hydrates in its own tasks, as in a browser.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const { container, button } = serverMarkup();
    const hydrated = vi.fn();

    root = hydrateRoot(container, inRouter(<Counter onHydrated={hydrated} />));
    expect(hydrated).not.toHaveBeenCalled();
    button.click();

    await waitFor(() => expect(button).toHaveTextContent('Pulsado 1'));
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
  });

  it("keeps a part's server markup when the visitor jumps to a #section before it hydrates", async () => {
    const { container, button, arrive } = await hydrateWithLateCode();

    // A table of contents' plain link, as the browser follows it: a new entry, then popstate.
    await act(async () => {
      window.history.pushState(null, '', '#law');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    expect(container.querySelector('button')).toBe(button);

    await act(async () => arrive({ default: Counter }));
    await userEvent.click(button);
    expect(button).toHaveTextContent('Pulsado 1');
    expect(container.querySelector('button')).toBe(button);
    window.history.replaceState(null, '', window.location.pathname);
  });
});
