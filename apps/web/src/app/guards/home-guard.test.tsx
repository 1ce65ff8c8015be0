import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { i18n } from '@/lib/i18n';
import { appStore } from '@/lib/store/app-store';
import { renderApp } from '@/test/render';

function embed(data: unknown) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script id="giro-data" type="application/json">${JSON.stringify(data)}</script>`,
  );
}

const site = {
  domain_name: 'remesas.example',
  locale: 'en',
  operator: {
    name: 'Agencia Ejemplo',
    email: 'hola@remesas.example',
    phone: '+34 600 000 000',
    whatsapp: '34600000000',
    address: 'Calle Mayor 1, Madrid',
    social: [],
    chat: [],
  },
};

describe('home guard', () => {
  it("stores the agent's hash from the home URL", async () => {
    renderApp('/?hash=agent-7');
    await screen.findByRole('heading', { level: 1 });
    expect(appStore.getState().freelancer).toBe('agent-7');
  });

  it('forgets the agent for an empty ?hash=, and keeps it for a home URL without one', async () => {
    appStore.setState({ freelancer: 'agent-7' });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(appStore.getState().freelancer).toBe('agent-7');
    await router.navigate('/?hash=');
    await waitFor(() => expect(appStore.getState().freelancer).toBeNull());
  });

  it("takes the domain name and the operator's language on a first visit", async () => {
    embed(site);
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Send money to your family/ }),
    ).toBeInTheDocument();
    expect(appStore.getState().domain_name).toBe('remesas.example');
    expect(i18n.language).toBe('en');
  });

  it('keeps the language the visitor chose before', async () => {
    writeCookie('language', 'es', 60);
    embed(site);
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Envíe dinero a su familia/ }),
    ).toBeInTheDocument();
  });

  it('ignores the embedded data once a currency is stored', async () => {
    appStore.setState({ currency: 'EUR' });
    embed(site);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(appStore.getState().domain_name).toBe('');
    expect(i18n.language).toBe('es');
  });
});
