/** The operator a test page embeds, as the server would (`<script id="giro-data">`). */
export const testSite = {
  domain_name: 'remesas.example',
  locale: 'es',
  operator: {
    name: 'Agencia Ejemplo S.L.',
    email: 'hola@remesas.example',
    phone: '+34 600 111 222',
    whatsapp: '+34 600 111 333',
    address: 'Calle Mayor 1, Madrid',
    social: [],
    chat: [],
  },
};

export function embedSite(site: object = testSite): void {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script id="giro-data" type="application/json">${JSON.stringify(site)}</script>`,
  );
}
