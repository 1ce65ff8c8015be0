import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthToken } from '@/lib/auth-token';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderApp } from '@/test/render';
import {
  admin,
  errorResponse,
  forgetStaffTokenAfterEach,
  operator,
  signedInAsStaff,
  submittedOrder,
} from '../test/admin-fixtures';
import { meFor, pricingReads } from '../test/console-stubs';

forgetStaffTokenAfterEach();

// The console's code loads on the first visit: slow on a busy machine.
const lazy = { timeout: 10_000 };
const nav = () => screen.findByRole('navigation', { name: 'Secciones de la consola' }, lazy);

describe('the /admin console', () => {
  it('asks for a sign-in without a session, then opens the screen asked for', async () => {
    const calls = stubFetch({
      ...meFor(operator),
      ...pricingReads,
      'POST /api/auth/signin': () => jsonResponse({ token: 'staff-token' }),
    });
    const { user, router } = renderApp('/admin/pricing');
    await user.type(await screen.findByLabelText('Correo electrónico', {}, lazy), operator.email);
    await user.type(screen.getByLabelText('Contraseña'), 'giro-operator-2024');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Precios' }, lazy)).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/pricing');
    expect(getAuthToken()).toBe('staff-token');
    expect(calls.find((call) => call.url.pathname === '/api/auth/signin')?.body).toEqual({
      email: operator.email,
      password: 'giro-operator-2024',
    });
    expect(await screen.findByRole('rowheader', { name: 'USD → CUP' })).toBeVisible();
    expect(screen.getByText('Omar · Operador')).toBeVisible();
  });

  it('asks for the second factor after the password, then opens the console', async () => {
    const calls = stubFetch({
      ...meFor(operator),
      ...pricingReads,
      'POST /api/auth/signin': () =>
        jsonResponse({ token: 'half', second_factor: { methods: ['totp', 'recovery_code'] } }),
      'POST /api/auth/signin/second-factor': () => jsonResponse({ token: 'staff-token' }),
    });
    const { user } = renderApp('/admin/pricing');
    await user.type(await screen.findByLabelText('Correo electrónico', {}, lazy), operator.email);
    await user.type(screen.getByLabelText('Contraseña'), 'giro-operator-2024');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verificación en dos pasos' }, lazy),
    ).toBeVisible();
    await user.type(await screen.findByLabelText('Código de la aplicación', {}, lazy), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Precios' }, lazy)).toBeVisible();
    expect(getAuthToken()).toBe('staff-token');
    const step = calls.find((call) => call.url.pathname === '/api/auth/signin/second-factor');
    expect(step?.headers.get('authorization')).toBe('Bearer half');
  });

  it('makes a staff member without a second factor add one before the console opens', async () => {
    signedInAsStaff();
    stubFetch({
      'GET /api/admin/me': () =>
        errorResponse(403, 'mfa_required', 'Para abrir la consola, añada antes un segundo factor.'),
    });
    const { user } = renderApp('/admin/pricing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Proteja su cuenta' }, lazy),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Llave de acceso (recomendada)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Añadir llave de acceso' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Usar una aplicación de autenticación' }));
    expect(await screen.findByText('Preparando el código QR…')).toBeVisible();
  });

  it("tells a sender's session it has no console access", async () => {
    signedInAsStaff();
    stubFetch({
      'GET /api/admin/me': () =>
        errorResponse(403, 'forbidden', 'No tiene permiso para realizar esta acción.'),
    });
    renderApp('/admin/pricing');
    expect(
      await screen.findByRole('heading', { name: 'Sin acceso a la consola' }, lazy),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });

  it('keeps operators off the staff screen and out of its menu entry', async () => {
    signedInAsStaff();
    stubFetch({ ...meFor(operator), ...pricingReads });
    const { router } = renderApp('/admin/staff');
    const menu = await nav();
    expect(menu).not.toHaveTextContent('Personal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('shows admins the staff screen', async () => {
    signedInAsStaff();
    stubFetch({
      ...meFor(admin),
      'GET /api/admin/staff': () =>
        jsonResponse([
          {
            ...admin,
            active: true,
            second_factor: true,
            invited: false,
            created_at: '2024-05-01T10:00:00.000Z',
          },
        ]),
    });
    renderApp('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal' }, lazy)).toBeVisible();
    expect(await screen.findByText('(usted)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Desactivar a Adela Demo' })).toBeDisabled();
  });

  it("opens an order's own page from its address, titled by its reference", async () => {
    signedInAsStaff();
    stubFetch({
      ...meFor(operator),
      'GET /api/admin/orders/GR-7K3M9Q': () => jsonResponse(submittedOrder),
    });
    renderApp('/admin/orders/GR-7K3M9Q');
    expect(await screen.findByRole('heading', { level: 1, name: 'Órdenes' }, lazy)).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Orden GR-7K3M9Q' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Órdenes' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toMatch(/^Orden GR-7K3M9Q/));
  });

  it('signs out back to the sign-in form', async () => {
    signedInAsStaff();
    stubFetch({
      ...meFor(operator),
      ...pricingReads,
      'POST /api/auth/logout': () => jsonResponse({ message: 'Sesión cerrada' }),
    });
    const { user } = renderApp('/admin/pricing');
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }, lazy));
    expect(await screen.findByRole('heading', { name: 'Consola de operación' })).toBeVisible();
    expect(getAuthToken()).toBeNull();
  });
});
