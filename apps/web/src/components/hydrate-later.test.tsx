import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateLaterPartsAfterThisTask } from './hydrate-later';

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

describe('a part hydrated later', () => {
  it('keeps its server markup while the rest hydrates, then hydrates it in the next task', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onFirst={() => {}} onLater={() => {}} />);
    const [first, later] = container.querySelectorAll('button');
    const onFirst = vi.fn();
    const onLater = vi.fn();

    hydrateLaterPartsAfterThisTask();
    await act(async () => {
      hydrateRoot(container, <Page onFirst={onFirst} onLater={onLater} />);
    });
    first?.click();
    later?.click();
    expect(onFirst).toHaveBeenCalledOnce();
    // Still the server's markup, on screen and not yet listening.
    expect(container.querySelector('footer button')).toBe(later);
    expect(onLater).not.toHaveBeenCalled();

    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // The very element the server sent, now hydrated.
    expect(container.querySelector('footer button')).toBe(later);
    later?.click();
    expect(onLater).toHaveBeenCalledOnce();
    expect(container.querySelectorAll('button')).toHaveLength(2);
  });
});
