import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { clearFormDrafts, useFormDraft } from '../../src/members/formDraft';

let clear = () => {};

const NameForm = () => {
  const form = useForm({ defaultValues: { nama_lengkap: '' } });
  const draft = useFormDraft(form, 'registration');
  clear = draft.clear;
  return (
    <>
      {draft.restored && <p>dipulihkan</p>}
      <label>
        Nama Lengkap
        <input {...form.register('nama_lengkap')} />
      </label>
    </>
  );
};

const open = (path = '/registration-form/pendaftaran') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NameForm />
    </MemoryRouter>,
  );

const name = () => screen.getByLabelText('Nama Lengkap');

afterEach(() => sessionStorage.clear());

describe("a member form's draft", () => {
  it('survives a reload of the tab, and says so', async () => {
    const first = open();
    await userEvent.type(name(), 'Dewi');
    first.unmount();
    open();
    await waitFor(() => expect(name()).toHaveValue('Dewi'));
    expect(screen.getByText('dipulihkan')).toBeInTheDocument();
  });

  it("is the form's at its path only: another member's upgrade starts blank", async () => {
    const first = open('/registrasion-form/upgrade-mog/MOG0000001');
    await userEvent.type(name(), 'Rika');
    first.unmount();
    open('/registrasion-form/upgrade-mog/MOG0000002');
    expect(name()).toHaveValue('');
    expect(screen.queryByText('dipulihkan')).toBeNull();
  });

  it('ends with the save', async () => {
    const first = open();
    await userEvent.type(name(), 'Dewi');
    clear();
    first.unmount();
    open();
    expect(name()).toHaveValue('');
  });

  it('ends with the sign-out, and leaves the rest of the tab alone', async () => {
    sessionStorage.setItem('aogmog.session', 'kept');
    const first = open();
    await userEvent.type(name(), 'Dewi');
    first.unmount();
    await clearFormDrafts();
    open();
    expect(name()).toHaveValue('');
    expect(sessionStorage.getItem('aogmog.session')).toBe('kept');
  });
});
