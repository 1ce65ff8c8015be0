import { languages } from '@giro/shared/i18n';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubCalculator } from '@/features/calculator/test/calculator-stubs';
import { renderApp } from '@/test/render';
import { firstScreenNamespaces } from './first-screen-namespaces';
import { i18n } from './i18n';

const firstScreen: readonly string[] = firstScreenNamespaces;

afterEach(() => {
  i18n.options.saveMissing = false;
});

describe('the first screen catalogues', () => {
  it('hold every text of the home page and the layout around it', async () => {
    for (const language of languages) {
      for (const namespace of Object.keys(i18n.getDataByLanguage(language) ?? {})) {
        if (!firstScreen.includes(namespace)) i18n.removeResourceBundle(language, namespace);
      }
    }
    const missing = vi.fn();
    i18n.options.saveMissing = true;
    i18n.on('missingKey', missing);
    stubCalculator();
    renderApp('/');
    expect(await screen.findByLabelText('Usted envía')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Política de privacidad');
    expect(missing).not.toHaveBeenCalled();
    i18n.off('missingKey', missing);
  });
});
