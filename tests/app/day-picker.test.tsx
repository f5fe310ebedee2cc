import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DayPicker } from '../../src/common/DayPicker';

/** The picker in a form of its own, showing the value the form would send. */
const Harness = ({ initial = null }: { initial?: string | null }) => {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DayPicker label="Tanggal Lahir" value={value} onChange={setValue} maxDate="2026-11-18" />
      <output>{String(value)}</output>
    </>
  );
};

const sections = () => screen.getByRole('group', { name: 'Tanggal Lahir' });
const findSections = () => screen.findByRole('group', { name: 'Tanggal Lahir' });

describe('DayPicker', () => {
  it('is typed DD/MM/YYYY and holds YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // MUI X's picker loads on first use, after a placeholder field.
    await user.click(within(await findSections()).getAllByRole('spinbutton')[0]!);
    await user.keyboard('17081990');
    expect(screen.getByRole('status')).toHaveTextContent('1990-08-17');
    expect(sections()).toHaveTextContent('17/08/1990');
  });

  it('holds a text no day rule accepts for a day that does not exist', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // MUI X's picker loads on first use, after a placeholder field.
    await user.click(within(await findSections()).getAllByRole('spinbutton')[0]!);
    await user.keyboard('31022026');
    expect(sections()).toHaveTextContent('31/02/2026');
    expect(screen.getByRole('status')).toHaveTextContent('invalid');
  });

  it('opens a calendar in Indonesian that offers no day after the last one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-10" />);
    await user.click(await screen.findByRole('button', { name: /^Pilih tanggal/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('November 2026')).toBeInTheDocument();
    // Weekdays from Monday (dayjs 'id'), with Indonesian names.
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveAccessibleName(/^Senin/i);
    expect(within(calendar).getByRole('gridcell', { name: '19' })).toBeDisabled();
    await user.click(within(calendar).getByRole('gridcell', { name: '5' }));
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-05');
    await user.click(screen.getByRole('button', { name: /^Pilih tanggal/ }));
    await user.click(await screen.findByRole('button', { name: 'Bulan sebelumnya' }));
    expect(await screen.findByText('Oktober 2026')).toBeInTheDocument();
  });
});
