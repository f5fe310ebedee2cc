import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readSession } from '../../src/providers/session';
import { renderApp, screen } from './support/renderApp';
import { adminOf, server, serverBusy } from './support/server';

describe('/sign-in', () => {
  it('greets, asks for both fields in Indonesian and links to the reset page', async () => {
    renderApp('/sign-in');
    expect(await screen.findByText('Selamat Datang')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Password harus diisi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lupa Kata Sandi? Klik disini' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it("shows 'Email atau Password Salah' when the server refuses", async () => {
    server.use(
      http.post('/api/auth/pos-cabang/login', () =>
        HttpResponse.json({ message: 'Email atau Password Salah' }, { status: 401 }),
      ),
    );
    renderApp('/sign-in');
    await userEvent.type(await screen.findByLabelText('Email'), 'sbs@demo.local');
    await userEvent.type(screen.getByLabelText('Password'), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email atau Password Salah')).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('sends the fields as multipart, keeps the session and opens the dashboard', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post('/api/auth/pos-cabang/login', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({
          access_token: 'abc',
          role: 'CABANG',
          admin: adminOf('CABANG'),
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        });
      }),
    );
    renderApp('/sign-in');
    await userEvent.type(await screen.findByLabelText('Email'), 'cabang@demo.local');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo12345!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(sent?.get('email')).toBe('cabang@demo.local');
    expect(sent?.get('password')).toBe('Demo12345!');
    expect(readSession()?.role).toBe('CABANG');
    expect(await screen.findByText('Belum Upload')).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  const fillAndSend = async (email: string) => {
    await userEvent.type(await screen.findByLabelText('Email'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
  };

  it("confirms 'Email telah terikim' and sends env 'registrasi'", async () => {
    let body: unknown;
    server.use(
      http.post('/api/reset_password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Email telah terikim' });
      }),
    );
    renderApp('/reset-password');
    await fillAndSend('sbs@demo.local');
    expect(await screen.findByText('Email telah terikim')).toBeInTheDocument();
    expect(body).toEqual({ email: 'sbs@demo.local', env: 'registrasi' });
  });

  it("says 'Email tidak ditemukan' and returns to sign-in for an unknown e-mail", async () => {
    server.use(
      http.post('/api/reset_password', () =>
        HttpResponse.json({ message: 'Email tidak ditemukan' }, { status: 404 }),
      ),
    );
    renderApp('/reset-password');
    await fillAndSend('siapa@demo.local');
    expect(await screen.findByText('Email tidak ditemukan')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
  });

  it("says 'gagal ubah password' when the server fails", async () => {
    server.use(http.post('/api/reset_password', () => serverBusy()));
    renderApp('/reset-password');
    await fillAndSend('sbs@demo.local');
    expect(await screen.findByText('gagal ubah password')).toBeInTheDocument();
  });

  it('checks the e-mail format before sending', async () => {
    renderApp('/reset-password');
    await fillAndSend('bukan-email');
    expect(await screen.findByText('Format Email salah')).toBeInTheDocument();
  });
});

describe('/reset-password/landing', () => {
  it.each([
    ['success', 'Ubah Kata Sandi Berhasil'],
    ['failed', 'Gagal Ubah Kata Sandi'],
    ['anything', 'Gagal Ubah Kata Sandi'],
  ])('status=%s shows %s with a way back to sign-in', async (status, title) => {
    renderApp(`/reset-password/landing?status=${status}`);
    expect(await screen.findByText(title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Kembali ke Sign In' }));
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
  });
});
