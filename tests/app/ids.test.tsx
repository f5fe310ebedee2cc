import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, screen } from './support/renderApp';
import { server, serverBusy } from './support/server';
import { BANDUNG, ID_URL, JAKSEL, idRow, listUrl, serveIdList } from './support/ids';

const ROWS = [
  idRow('AOG0000101'),
  idRow('MOG0000201', { status: 1, branch: BANDUNG, assigned_at: '2026-11-17T03:00:00Z' }),
  idRow('MOG0000202'),
];

/** The row of an ID, and its checkbox. */
const rowOf = (id: string) => screen.getByText(id).closest('tr')!;
const checkboxOf = (id: string) => within(rowOf(id)).getByRole('checkbox', { name: `Pilih ${id}` });
const SELECT_ALL = { name: 'Pilih semua' } as const;
/** 'Pilih Cabang': greyed out on the page while nothing is chosen, then the bulk action. */
const assignButton = () => screen.getByRole('button', { name: 'Pilih Cabang' });

const chooseOption = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

const openGenerateId = async (group: 'SBS' | 'ESS' = 'SBS') => {
  renderApp('/generate-id', group);
  expect(
    // The first render loads the lazy page; a busy machine needs more than a second for that.
    await screen.findByRole('heading', { level: 1, name: 'Generate ID AOG MOG' }),
  ).toBeInTheDocument();
  await screen.findByText('AOG0000101');
};

describe('/generate-id', () => {
  it('lists IDs ascending, 50 a page, with status, branch and type', async () => {
    const queries = serveIdList(ID_URL, ROWS);
    await openGenerateId('ESS');
    expect(screen.getByText('List Generate (Total = 3)')).toBeInTheDocument();
    const assigned = screen.getByText('MOG0000201').closest('tr')!;
    expect(within(assigned).getByText('Sudah digunakan')).toBeInTheDocument();
    expect(within(assigned).getByText('Cabang Bandung')).toBeInTheDocument();
    expect(within(assigned).getByText('MOG')).toBeInTheDocument();
    const free = screen.getByText('AOG0000101').closest('tr')!;
    expect(within(free).getByText('Tersedia')).toBeInTheDocument();
    expect(within(free).getByText('Belum diassign')).toBeInTheDocument();
    expect(within(free).getByText('AOG')).toBeInTheDocument();
    const first = queries[0]!;
    expect(first.get('page')).toBe('1');
    expect(first.get('page_size')).toBe('50');
    expect(first.get('order_type')).toBe('asc');
    expect(first.get('order_column')).toBe('generate_id');

    // Ascending now, so the ID header offers the descending order.
    await userEvent.click(screen.getByRole('button', { name: 'Urutkan menurut ID menurun' }));
    await waitFor(() => expect(queries.at(-1)?.get('order_type')).toBe('desc'));
    expect(listUrl()).toMatchObject({ sort: 'id', order: 'DESC' });
  });

  it('lets only unassigned rows be chosen, with select-all, and enables Pilih Cabang', async () => {
    serveIdList(ID_URL, ROWS);
    await openGenerateId();
    expect(assignButton()).toBeDisabled();
    expect(checkboxOf('MOG0000201')).toBeDisabled();
    await userEvent.click(checkboxOf('MOG0000202'));
    expect(screen.getByText('1 ID dipilih')).toBeInTheDocument();
    expect(assignButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', SELECT_ALL));
    expect(screen.getByText('2 ID dipilih')).toBeInTheDocument();
    expect(checkboxOf('AOG0000101')).toBeChecked();
    expect(checkboxOf('MOG0000201')).not.toBeChecked();
    expect(screen.getByRole('checkbox', SELECT_ALL)).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', SELECT_ALL));
    expect(screen.queryByText(/ID dipilih/)).not.toBeInTheDocument();
    expect(assignButton()).toBeDisabled();
  });

  it('goes back to page 1 and forgets the selection when a filter changes', async () => {
    const queries = serveIdList(ID_URL, ROWS, 150);
    await openGenerateId();
    await userEvent.click(checkboxOf('AOG0000101'));
    await userEvent.click(screen.getByRole('button', { name: 'Ke halaman 2' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(listUrl().page).toBe('2');
    expect(screen.getByText('1 ID dipilih')).toBeInTheDocument();

    await chooseOption('Tipe', 'MOG');
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('mog'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    expect(screen.queryByText(/ID dipilih/)).not.toBeInTheDocument();
    expect(assignButton()).toBeDisabled();

    await chooseOption('Status', 'Tersedia');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('0'));
    await userEvent.click(checkboxOf('MOG0000202'));
    await userEvent.click(screen.getByRole('button', { name: 'Ke halaman 2' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    await chooseOption('Jumlah Permintaan', '100');
    await waitFor(() => expect(queries.at(-1)?.get('page_size')).toBe('100'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    expect(screen.queryByText(/ID dipilih/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Cabang' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cabang Jakarta Selatan' }));
    await waitFor(() => expect(queries.at(-1)?.get('id_branch')).toBe(String(JAKSEL.id)));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari ID' }), '0202');
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe('0202'));
    expect(queries.at(-1)?.get('type')).toBe('mog');
    expect(listUrl()).toMatchObject({
      filter: { type: 'mog', status: '0', branch: JAKSEL, keyword: '0202' },
      perPage: '100',
    });
  });

  it('opens with the filters, page size, page and order of its address', async () => {
    const queries = serveIdList(ID_URL, ROWS, 300);
    const filter = JSON.stringify({ type: 'mog', status: '1', branch: BANDUNG, keyword: '02' });
    renderApp(
      `/generate-id?filter=${encodeURIComponent(filter)}&page=2&perPage=100&sort=id&order=DESC`,
      'SBS',
    );
    await screen.findByText('AOG0000101', {});
    const first = queries[0]!;
    expect(Object.fromEntries(first)).toMatchObject({
      type: 'mog',
      status: '1',
      id_branch: String(BANDUNG.id),
      keyword: '02',
      page: '2',
      page_size: '100',
      order_type: 'desc',
    });
    expect(screen.getByRole('combobox', { name: 'Tipe' })).toHaveTextContent('MOG');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Sudah digunakan');
    expect(screen.getByRole('combobox', { name: 'Jumlah Permintaan' })).toHaveTextContent('100');
    expect(screen.getByRole('combobox', { name: 'Cabang' })).toHaveValue('Cabang Bandung');
    expect(screen.getByRole('searchbox', { name: 'Cari ID' })).toHaveValue('02');
    expect(screen.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Clearing the branch drops it from the query.
    await userEvent.click(screen.getByRole('combobox', { name: 'Cabang' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(queries.at(-1)?.has('id_branch')).toBe(false));
    expect(queries.at(-1)?.get('type')).toBe('mog');
  });

  it("says 'Data tidak tersedia' when nothing matches", async () => {
    serveIdList(ID_URL, []);
    renderApp('/generate-id', 'SBS');
    expect(await screen.findByText('Data tidak tersedia', {})).toBeInTheDocument();
    expect(screen.getByText('List Generate (Total = 0)')).toBeInTheDocument();
    // Nothing to choose: no rows, no select-all, and 'Pilih Cabang' stays greyed out.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(assignButton()).toBeDisabled();
  });

  it('shows an alert when the list cannot be loaded', async () => {
    serveIdList(ID_URL, []);
    server.use(http.get(ID_URL, () => HttpResponse.json({ message: 'x' }, { status: 403 })));
    renderApp('/generate-id', 'SBS');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});

describe("/generate-id 'Form ID Aog Mog Baru'", () => {
  it('validates, generates and shows the IDs, then Submit clears and closes', async () => {
    const queries = serveIdList(ID_URL, ROWS);
    let sent: unknown;
    server.use(
      http.post(ID_URL, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          message: 'ID berhasil di generate',
          data: ['MOG0000301', 'MOG0000302'].map((id) => idRow(id)),
        });
      }),
    );
    await openGenerateId();
    await userEvent.click(screen.getByRole('button', { name: 'ID Aog Mog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form ID Aog Mog Baru' });
    const generate = within(dialog).getByRole('button', { name: 'Generate' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.click(generate);
    expect(await within(dialog).findAllByText('wajib diisi')).toHaveLength(2);
    expect(sent).toBeUndefined();

    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Jumlah ID/ }), '2');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipe/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'MOG' }));
    const listed = queries.length;
    await userEvent.click(generate);
    expect(await screen.findByText('ID berhasil di generate')).toBeInTheDocument();
    expect(sent).toEqual({ total: 2, type: 'mog' });
    const created = within(dialog).getByRole('list', { name: 'ID baru (2)' });
    expect(
      within(created)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MOG0000301', 'MOG0000302']);
    expect(generate).toBeDisabled();
    expect(submit).toBeEnabled();
    await waitFor(() => expect(queries.length).toBeGreaterThan(listed));

    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'ID Aog Mog' }));
    const again = await screen.findByRole('dialog', { name: 'Form ID Aog Mog Baru' });
    expect(within(again).queryByRole('list')).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('refuses a count over the maximum, and says "Something wen\'t wrong" on failure', async () => {
    serveIdList(ID_URL, ROWS);
    server.use(http.post(ID_URL, () => serverBusy()));
    await openGenerateId();
    await userEvent.click(screen.getByRole('button', { name: 'ID Aog Mog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form ID Aog Mog Baru' });
    const total = within(dialog).getByRole('spinbutton', { name: /Jumlah ID/ });
    await userEvent.type(total, '1001');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipe/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'AOG' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('maksimal 1000')).toBeInTheDocument();
    await userEvent.clear(total);
    await userEvent.type(total, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText("Something wen't wrong")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});

describe("/generate-id 'Cabang Generate'", () => {
  const openAssign = async () => {
    await openGenerateId();
    await userEvent.click(screen.getByRole('checkbox', SELECT_ALL));
    await userEvent.click(assignButton());
    return screen.findByRole('dialog', { name: 'Cabang Generate' });
  };

  it('requires a branch, sends the chosen IDs and reloads the list', async () => {
    const queries = serveIdList(ID_URL, ROWS);
    let sent: unknown;
    server.use(
      http.patch(ID_URL, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          message: 'ID berhasil di dikirim ke cabang terpilih',
          data: { branch: JAKSEL, generated: ['AOG0000101', 'MOG0000202'] },
        });
      }),
    );
    const dialog = await openAssign();
    expect(within(dialog).getByText('2 ID akan dikirim ke cabang terpilih')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('wajib diisi')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Cabang/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cabang Jakarta Selatan' }));
    await waitFor(() => expect(within(dialog).queryByText('wajib diisi')).not.toBeInTheDocument());
    const listed = queries.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('ID berhasil di dikirim ke cabang terpilih'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ generated: ['AOG0000101', 'MOG0000202'], id_branch: JAKSEL.id });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(queries.length).toBeGreaterThan(listed));
    expect(screen.queryByText(/ID dipilih/)).not.toBeInTheDocument();
    expect(assignButton()).toBeDisabled();
  });

  it('names the IDs another assignment took first (409)', async () => {
    serveIdList(ID_URL, ROWS);
    const message = 'ID berikut sudah diassign atau tidak ditemukan: MOG0000202';
    server.use(http.patch(ID_URL, () => HttpResponse.json({ message }, { status: 409 })));
    const dialog = await openAssign();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Cabang/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cabang Bandung' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "Something wen\'t wrong" and stays open when the server fails', async () => {
    serveIdList(ID_URL, ROWS);
    server.use(http.patch(ID_URL, () => serverBusy()));
    const dialog = await openAssign();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Cabang/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cabang Bandung' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Something wen't wrong")).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cabang Generate' })).toBeInTheDocument();
  });
});

describe('/id-aog-mog', () => {
  const BRANCH_URL = `${ID_URL}/branch`;
  const OWN = [
    idRow('MOG0000402', { branch: JAKSEL, assigned_at: '2026-11-17T03:00:00Z' }),
    idRow('MOG0000401', {
      status: 1,
      branch: JAKSEL,
      assigned_at: '2026-11-17T03:00:00Z',
      taken_at: '2026-11-18T03:00:00Z',
    }),
  ];

  it("lists the branch's IDs newest first, 20 a page, read-only, with filters", async () => {
    const queries = serveIdList(BRANCH_URL, OWN);
    renderApp('/id-aog-mog', 'CABANG');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ID AOG MOG' }),
    ).toBeInTheDocument();
    const free = (await screen.findByText('MOG0000402')).closest('tr')!;
    expect(within(free).getByText('Tersedia')).toBeInTheDocument();
    expect(within(free).getByText('17 November 2026')).toBeInTheDocument();
    const used = screen.getByText('MOG0000401').closest('tr')!;
    expect(within(used).getByText('Sudah digunakan')).toBeInTheDocument();
    expect(screen.getByText('List ID (Total = 2)')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pilih Cabang' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Cabang' })).not.toBeInTheDocument();
    const first = queries[0]!;
    expect([first.get('order_type'), first.get('page_size'), first.get('page')]).toEqual([
      'desc',
      '20',
      '1',
    ]);
    expect(first.has('id_branch')).toBe(false);

    await chooseOption('Status', 'Sudah digunakan');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('1'));
    await chooseOption('Tipe', 'AOG');
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('aog'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari ID' }), '401');
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe('401'));
  });

  it("says 'Data tidak tersedia' when empty", async () => {
    serveIdList(BRANCH_URL, []);
    renderApp('/id-aog-mog', 'CABANG');
    expect(await screen.findByText('Data tidak tersedia', {})).toBeInTheDocument();
  });

  it('alerts when the list cannot be loaded', async () => {
    server.use(http.get(BRANCH_URL, () => serverBusy()));
    renderApp('/id-aog-mog', 'CABANG');
    expect(await screen.findByRole('alert')).toHaveTextContent("Something wen't wrong");
  });
});

describe('who opens the ID screens', () => {
  it.each([
    ['/generate-id', 'CABANG'],
    ['/generate-id', 'RND'],
    ['/generate-id', 'CLUB'],
    ['/id-aog-mog', 'SBS'],
    ['/id-aog-mog', 'ESS'],
  ] as const)('%s is not there for %s', async (path, group) => {
    renderApp(path, group);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });
});
