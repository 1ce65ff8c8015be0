/**
 * The test payment page's only script (`/sandbox/pay.js`, same origin, as the CSP allows): it
 * sends the decision as the web app sends every call, with the signed-in sender's bearer token
 * (`client_auth_token` in localStorage) and the CSRF header, so that only the order's own sender
 * can mark it paid. Without a session the server answers 401 and the page says to sign in.
 */
export const sandboxScript = `'use strict';
(() => {
  const form = document.querySelector('form[data-sandbox]');
  const status = document.getElementById('sandbox-status');
  if (!form || !status) return;
  const cookie = (name) => {
    const found = document.cookie.split('; ').find((part) => part.startsWith(name + '='));
    return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1));
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const decision = event.submitter && event.submitter.value === 'approve' ? 'approve' : 'decline';
    const fields = Object.fromEntries(new FormData(form));
    const headers = {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    };
    let token = null;
    try { token = localStorage.getItem('client_auth_token'); } catch {}
    if (token) headers.authorization = 'Bearer ' + token;
    const csrf = cookie('XSRF-TOKEN');
    if (csrf) headers['x-xsrf-token'] = csrf;
    for (const button of form.querySelectorAll('button')) button.disabled = true;
    try {
      const answer = await fetch(form.action, {
        method: 'POST',
        headers,
        body: JSON.stringify({ decision, fields }),
      });
      if (answer.ok) {
        window.location.assign((await answer.json()).redirect_to);
        return;
      }
      const key = answer.status === 401 ? 'signIn' : answer.status === 403 ? 'forbidden' : 'failed';
      status.textContent = form.dataset[key] || '';
    } catch {
      status.textContent = form.dataset.failed || '';
    }
    for (const button of form.querySelectorAll('button')) button.disabled = false;
  });
  // The page renders its buttons disabled: a click before this script runs would post the
  // form without the session and CSRF header, and show the server's raw refusal.
  for (const button of form.querySelectorAll('button')) button.disabled = false;
})();
`;
