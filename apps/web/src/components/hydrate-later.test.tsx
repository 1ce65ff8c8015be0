import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateLaterPartsAfterThisTask, laterPartsHydrated } from './hydrate-later';

function Page({ onFirst, onLater }: { onFirst: () => void; onLater: () => void }) {
  return (
    <main>
      <button type="button" onClick={onFirst}>
        Primero
      </button>
      <HydrateLater>
        <footer>
          <button type="button" onClick={onLater}>
            Después
          </button>
        </footer>
      </HydrateLater>
    </main>
  );
}

/** Hydrates as main.tsx does; the mock is called once every part hydrated later has been. */
async function hydrateAsTheBrowserDoes(container: HTMLElement, page: ReactNode) {
  hydrateLaterPartsAfterThisTask();
  const done = vi.fn();
  await act(async () => {
    hydrateRoot(container, page);
    void laterPartsHydrated().then(done);
  });
  return done;
}

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a part hydrated later', () => {
  it('keeps its server markup while the rest hydrates, then hydrates it in the next task', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onFirst={() => {}} onLater={() => {}} />);
    const [first, later] = container.querySelectorAll('button');
    const onFirst = vi.fn();
    const onLater = vi.fn();

    const done = await hydrateAsTheBrowserDoes(
      container,
      <Page onFirst={onFirst} onLater={onLater} />,
    );
    first?.click();
    later?.click();
    expect(onFirst).toHaveBeenCalledOnce();
    // Still the server's markup, on screen and not yet listening.
    expect(container.querySelector('footer button')).toBe(later);
    expect(onLater).not.toHaveBeenCalled();

    await nextTask();
    // The very element the server sent, now hydrated.
    expect(container.querySelector('footer button')).toBe(later);
    later?.click();
    expect(onLater).toHaveBeenCalledOnce();
    expect(container.querySelectorAll('button')).toHaveLength(2);
    await nextTask();
    expect(done).toHaveBeenCalledOnce();
  });

  it('hydrates each part in a task of its own, in the order of the page', async () => {
    const parts = (clicked: (name: string) => void) => (
      <div>
        {['Cabecera', 'Formulario', 'Pie'].map((name) => (
          <HydrateLater key={name}>
            <button type="button" onClick={() => clicked(name)}>
              {name}
            </button>
          </HydrateLater>
        ))}
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(parts(() => {}));
    const clicked: string[] = [];
    const clickAll = () => {
      for (const button of container.querySelectorAll('button')) button.click();
    };

    const done = await hydrateAsTheBrowserDoes(
      container,
      parts((name) => clicked.push(name)),
    );
    clickAll();
    expect(clicked).toEqual([]);
    await nextTask();
    clickAll();
    expect(clicked).toEqual(['Cabecera']);
    await nextTask();
    clickAll();
    expect(clicked).toEqual(['Cabecera', 'Cabecera', 'Formulario']);
    expect(done).not.toHaveBeenCalled();
    await nextTask();
    await nextTask();
    clickAll();
    expect(clicked.slice(3)).toEqual(['Cabecera', 'Formulario', 'Pie']);
    expect(done).toHaveBeenCalledOnce();
    expect(container.querySelectorAll('button')).toHaveLength(3);
  });

  it("hydrates a part's own parts in later tasks still, then ends", async () => {
    const page = (clicked: (name: string) => void) => (
      <div>
        <HydrateLater>
          <section>
            <button type="button" onClick={() => clicked('Pantalla')}>
              Pantalla
            </button>
            <HydrateLater>
              <button type="button" onClick={() => clicked('Formulario')}>
                Formulario
              </button>
            </HydrateLater>
          </section>
        </HydrateLater>
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(() => {}));
    const [screen, form] = container.querySelectorAll('button');
    const clicked: string[] = [];

    const done = await hydrateAsTheBrowserDoes(
      container,
      page((name) => clicked.push(name)),
    );
    await nextTask();
    screen?.click();
    form?.click();
    expect(clicked).toEqual(['Pantalla']);
    await nextTask();
    form?.click();
    expect(clicked).toEqual(['Pantalla', 'Formulario']);
    await nextTask();
    expect(done).toHaveBeenCalledOnce();
    // The elements the server sent, hydrated in place; and a part mounted now renders at once.
    expect(container.querySelectorAll('button')).toHaveLength(2);
    expect(container.querySelector('section button')).toBe(screen);
  });
});
